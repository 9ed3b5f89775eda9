import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import type { TAgendaBlock } from '@clinic/contract/staff/staff-agenda';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { ClinicTimeField } from '../../../../components/ui/time-field';
import { useClinicLocale } from '../../core/api/use-clinic-locale';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useBlockTime } from '../api/block-time';
import { useUnblockTime } from '../api/unblock-time';
import { FormError } from '../../core/components/form-error';
import { longDate, timeRange } from '../../agenda/agenda-dates';
import { TextField } from '../../../../components/ui/form-fields';
import { SelectField } from '../../../../components/ui/select-field';
import { BlockRepeatFields, NO_BLOCK_REPEAT, repeatWeeks } from './block-repeat';

type Props = { workspace: TStaffWorkspace; branchId: number; date: string; onClose: () => void };

/**
 * Takes time out of the calendar: a doctor's or the whole branch's, the same hours on one day or several, once or
 * repeated weekly (a lunch every Tuesday).
 */
export function BlockDialog({ workspace, branchId, date, onClose }: Props) {
  const { t } = useTranslation('staff');
  const locale = useClinicLocale();
  const blockTime = useBlockTime();
  const action = useChangeFeedback(blockTime);
  const doctors = workspace.doctors.filter(
    (doctor) =>
      doctor.branch_ids.includes(branchId) && (workspace.role !== 'doctor' || doctor.id === workspace.doctor_id),
  );
  const [who, setWho] = useState(
    workspace.role === 'doctor' ? String(workspace.doctor_id) : String(doctors[0]?.id ?? ''),
  );
  const [fromDate, setFromDate] = useState(date);
  const [toDate, setToDate] = useState(date);
  const [start, setStart] = useState('12:00');
  const [end, setEnd] = useState('13:00');
  const [reason, setReason] = useState('');
  const [cancelVisits, setCancelVisits] = useState(false);
  const [repeat, setRepeat] = useState(NO_BLOCK_REPEAT(date));
  const weeks = repeatWeeks(repeat, fromDate);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      branch_id: branchId,
      ...(who ? { doctor_id: Number(who) } : {}),
      from_date: fromDate,
      to_date: toDate,
      start_time: start,
      end_time: end,
      reason,
      cancel_visits: cancelVisits,
      ...(weeks ? { repeat_weeks: weeks } : {}),
    };
    const done = await action.run(blockTime, { body }, t('block.blocked'));
    if (done) onClose();
  }

  const dateField = (id: string, label: string, value: string, set: (value: string) => void) => (
    <div className="mt-4">
      <ClinicDateField id={id} label={label} value={value} onChange={set} locale={locale} error={undefined} />
    </div>
  );
  const timeField = (id: string, label: string, value: string, set: (value: string) => void, endOfDay = false) => (
    <div className="mt-4">
      <ClinicTimeField id={id} label={label} value={value} onChange={set} locale={locale} endOfDay={endOfDay} />
    </div>
  );

  return (
    <ModalDialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('block.title')} wide>
      <form onSubmit={submit}>
        <SelectField
          id="block-who"
          className="mt-4"
          label={t('block.who')}
          value={who}
          onChange={setWho}
          options={[
            ...doctors.map((doctor) => ({ value: doctor.id, label: doctor.name })),
            ...(workspace.role !== 'doctor' ? [{ value: '', label: t('block.wholeBranch') }] : []),
          ]}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          {dateField('block-from', t('block.from'), fromDate, setFromDate)}
          {dateField('block-to', t('block.to'), toDate, setToDate)}
          {timeField('block-start', t('block.start'), start, setStart)}
          {timeField('block-end', t('block.end'), end, setEnd, true)}
        </div>
        <BlockRepeatFields value={repeat} onChange={setRepeat} fromDate={fromDate} locale={locale} />
        <TextField
          id="block-reason"
          className="mt-4"
          label={t('block.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={cancelVisits}
            onChange={(e) => setCancelVisits(e.target.checked)}
            className="size-4"
          />
          {t('block.cancelVisits')}
        </label>
        <FormError message={action.error} />
        <div className="mt-5 flex gap-2">
          <button
            type="submit"
            className={primaryButton}
            disabled={
              action.pending || !reason.trim() || !fromDate || !toDate || !start || !end || (repeat.on && !weeks)
            }
          >
            {t('block.submit')}
          </button>
          <button type="button" className={smallButton} onClick={onClose}>
            {t('visit.close')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A blocked time's details, and the way to give it back. */
export function UnblockDialog({ block, onClose }: { block: TAgendaBlock; onClose: () => void }) {
  const { t, i18n } = useTranslation('staff');
  const unblockTime = useUnblockTime();
  const action = useChangeFeedback(unblockTime);
  async function unblock(wholeSeries: boolean) {
    const query = wholeSeries ? { series: 'all' as const } : {};
    const done = await action.run(unblockTime, { params: { id: block.id }, query }, t('block.removed'));
    if (done) onClose();
  }
  return (
    <ModalDialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('block.title')}>
      <p className="text-slate-900">
        {t('visit.whenValue', {
          date: longDate(block.date, i18n.language),
          time: timeRange(block.start_time, block.end_time),
        })}
        : {block.reason}
      </p>
      {block.in_series && <p className="mt-2 text-sm text-slate-700">{t('block.inSeries')}</p>}
      <FormError message={action.error} />
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" className={primaryButton} disabled={action.pending} onClick={() => void unblock(false)}>
          {t(block.in_series ? 'block.removeOne' : 'block.remove')}
        </button>
        {block.in_series && (
          <button type="button" className={smallButton} disabled={action.pending} onClick={() => void unblock(true)}>
            {t('block.removeSeries')}
          </button>
        )}
        <button type="button" className={smallButton} onClick={onClose}>
          {t('visit.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
