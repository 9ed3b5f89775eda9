import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useMoveSeries } from '../api/move-series';
import { useMoveVisit } from '../../core/api/move-visit';
import { shortDate } from '../../agenda/agenda-dates';
import { FormError } from '../../core/components/form-error';
import { SelectField } from '../../../../components/ui/select-field';
import { SeriesConflictList } from './series-conflict-list';
import { type SeriesScope, SeriesScopeChoice } from './series-scope';
import { ApiError } from '../../../../lib/api-client';
import { OverbookOffer } from './overbook-offer';
import { VisitTimePicker } from './visit-time-picker';

type Props = {
  workspace: TStaffWorkspace;
  visit: TDeskVisit;
  branchId: number;
  onDone: () => void;
  onBack: () => void;
};

/**
 * Moves a visit by keyboard: a date, then one of that day's free times of the visit's own doctor; another doctor
 * is an explicit choice, named again on the button. A visit of a series moves alone, or with every later one of
 * its series (same doctor, the same shift in days, the new time). A typed time refused as not free is offered, only
 * then, as an explicit overbook (decision 018).
 */
export function MoveForm({ workspace, visit, branchId, onDone, onBack }: Props) {
  const { t, i18n } = useTranslation(['staff', 'series']);
  const moveVisit = useMoveVisit();
  const moveSeries = useMoveSeries();
  const action = useChangeFeedback(moveVisit, moveSeries);
  const [date, setDate] = useState(visit.date);
  // '' keeps the visit's own doctor; an id is another doctor, chosen.
  const [doctor, setDoctor] = useState<string>('');
  const [time, setTime] = useState('');
  const [scope, setScope] = useState<SeriesScope>('one');
  // The series to move from this visit on; null: this visit alone.
  const seriesId = scope === 'later' ? (visit.series_id ?? null) : null;
  const doctors = workspace.doctors.filter((d) => d.branch_ids.includes(branchId) && d.id !== visit.doctor_id);
  const otherDoctor = seriesId === null ? doctors.find((d) => String(d.id) === doctor) : undefined;
  const doctorId = otherDoctor?.id ?? visit.doctor_id;
  /** The choice a refusal as not free offered (doctor, date and time); any change withdraws it. */
  const [offered, setOffered] = useState<string | null>(null);
  const choice = `${doctorId}/${date}/${time}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = seriesId !== null ? await moveWithLater(seriesId) : await moveOne();
    if (done) onDone();
  }

  function moveWithLater(seriesId: number) {
    return action.run(
      moveSeries,
      { params: { id: seriesId }, body: { appointment_id: visit.id, date, start_time: time } },
      (answer) => t('series:scope.moved', { count: answer.moved_ids.length }),
    );
  }

  function moveOne(overbook = false) {
    return action.run(
      moveVisit,
      {
        params: { id: visit.id },
        body: {
          date,
          start_time: time,
          ...(otherDoctor ? { doctor_id: otherDoctor.id } : {}),
          ...(overbook ? { overbook: true } : {}),
        },
      },
      overbook
        ? t('book.overbookDone')
        : t('move.movedTo', {
            date: shortDate(date, i18n.language),
            time,
            doctor: otherDoctor?.name ?? visit.doctor_name,
          }),
      (failure) => {
        const notFree =
          failure instanceof ApiError && (failure.code === 'SLOT_TAKEN' || failure.code === 'DOCTOR_BUSY');
        if (!overbook && notFree) setOffered(choice);
      },
    );
  }

  async function overbook() {
    if (await moveOne(true)) onDone();
  }

  return (
    <form onSubmit={submit} className="mt-4">
      <h3 className="text-lg font-semibold text-slate-900">{t('move.title')}</h3>
      {visit.series_id != null && <SeriesScopeChoice name="move-scope" value={scope} onChange={setScope} hint />}
      <VisitTimePicker
        idPrefix="move"
        labels={{ date: t('move.date'), time: t('move.time') }}
        today={workspace.clinic.today}
        date={date}
        time={time}
        onDateChange={setDate}
        onTimeChange={setTime}
        search={{ branch: branchId, treatment: visit.treatment_id, doctor: doctorId, ignoreVisit: visit.id }}
        onNextFound={() => otherDoctor?.name ?? visit.doctor_name}
        typedTimeAllowed={seriesId === null}
        afterDate={
          <>
            {workspace.role !== 'doctor' && seriesId === null && (
              <SelectField
                id="move-doctor"
                className="mt-4"
                label={t('move.doctor')}
                value={doctor}
                onChange={setDoctor}
                first={<option value="">{t('move.ownDoctor', { name: visit.doctor_name })}</option>}
                options={doctors.map((item) => ({ value: item.id, label: item.name }))}
              />
            )}
            {otherDoctor && (
              <p
                role="note"
                className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300"
              >
                {t('move.otherDoctor', { from: visit.doctor_name, to: otherDoctor.name })}
              </p>
            )}
          </>
        }
      />
      <FormError message={action.error} />
      {offered === choice && seriesId === null && (
        <OverbookOffer time={time} hasDoctor pending={action.pending} onOverbook={overbook} />
      )}
      {action.refusal?.conflicts?.length ? <SeriesConflictList conflicts={action.refusal.conflicts} /> : null}
      <div className="mt-4 flex gap-2">
        <button type="submit" className={primaryButton} disabled={action.pending || !time}>
          {otherDoctor ? t('move.submitTo', { name: otherDoctor.name }) : t('move.submit')}
        </button>
        <button type="button" className={smallButton} onClick={onBack}>
          {t('visit.close')}
        </button>
      </div>
    </form>
  );
}
