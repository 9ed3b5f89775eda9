import { type FormEvent, type ReactNode, Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import { dangerButton, smallButton } from '../../../../components/ui/button-styles';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useStaffAuth } from '../../core/api/staff-auth';
import { visitQueryOptions } from '../api/get-visit';
import { useCancelSeries } from '../api/cancel-series';
import { useCancelVisit } from '../api/cancel-visit';
import { useMarkAttendance } from '../api/mark-attendance';
import { longDate, timeRange } from '../../agenda/agenda-dates';
import { moneyMark } from '../../agenda/components/visit-button';
import { FormError } from '../../core/components/form-error';
import { MoveForm } from './move-form';
import { PatientNotes } from './patient-notes';
import { VisitNoteForm } from './visit-note-form';
import { type SeriesScope, SeriesScopeChoice } from './series-scope';
import { TextField } from '../../../../components/ui/form-fields';
import type { AttendanceMark } from '../attendance-rules';
import { VisitActionsBar } from './visit-actions-bar';
import { PhoneText } from '../../../../components/phone-text';
import { useClinicCountry } from '../../core/api/use-clinic-country';

// The money part loads with the first visit opened, not with the agenda.
const VisitMoneyPanel = lazy(async () => ({
  default: (await import('../../visit-money/components/visit-money-panel')).VisitMoneyPanel,
}));

type Props = {
  workspace: TStaffWorkspace;
  visit: TDeskVisit;
  branchId: number;
  onClose: () => void;
  onOpenPatient: (id: number) => void;
};

/**
 * One visit: who, what, when, its status, and what the desk does with it (visit-actions-bar.tsx). It opens on what the
 * agenda has and reads the visit's details (phone, money, the patient's card and notes) as it opens.
 */
export function VisitDialog({ workspace, visit, branchId, onClose, onOpenPatient }: Props) {
  const { t, i18n } = useTranslation(['staff', 'series', 'day']);
  const detailsQuery = useQuery(visitQueryOptions(useStaffAuth(), visit.id));
  const details = detailsQuery.data;
  const country = useClinicCountry();
  const money = moneyMark(visit);
  const markAttendance = useMarkAttendance();
  const cancelVisit = useCancelVisit();
  const cancelSeries = useCancelSeries();
  const action = useChangeFeedback(markAttendance, cancelVisit, cancelSeries);
  const [mode, setMode] = useState<'details' | 'move' | 'cancel' | 'note'>('details');
  const [reason, setReason] = useState('');
  const [cancelScope, setCancelScope] = useState<SeriesScope>('one');

  async function mark(value: AttendanceMark) {
    const done = await action.run(markAttendance, { params: { id: visit.id }, body: { mark: value } }, t('visit.done'));
    if (done) onClose();
  }

  async function cancel(event: FormEvent) {
    event.preventDefault();
    const seriesId = cancelScope === 'later' ? visit.series_id : null;
    const done =
      seriesId != null
        ? await action.run(
            cancelSeries,
            { params: { id: seriesId }, body: { from_date: visit.date, reason } },
            (answer) => t('series:scope.cancelled', { count: answer.cancelled_ids.length }),
          )
        : await action.run(cancelVisit, { params: { id: visit.id }, body: { reason } }, t('visit.cancelled'));
    if (done) onClose();
  }

  const rows: Array<[string, ReactNode]> = [
    // A family member's visit: their name, then the account holder whose phone it is.
    [t('visit.patient'), visit.family_member_name ?? visit.patient_name],
    ...(visit.family_member_name ? [[t('visit.accountHolder'), visit.patient_name] as [string, string]] : []),
    // The phone comes with the details: a placeholder of its size holds its place while they load.
    [
      t('visit.phone'),
      details ? (
        <PhoneText phone={details.patient_phone} country={country} />
      ) : detailsQuery.isError ? (
        t('visit.detailsFailed')
      ) : (
        <>
          <Skeleton className="inline-block h-4 w-32 align-middle" />
          <span className="sr-only">{t('visit.detailsLoading')}</span>
        </>
      ),
    ],
    [t('visit.treatment'), visit.treatment],
    [t('visit.doctor'), visit.doctor_name],
    [
      t('visit.when'),
      t('visit.whenValue', {
        date: longDate(visit.date, i18n.language),
        time: timeRange(visit.start_time, visit.end_time),
      }),
    ],
    [
      t('visit.status'),
      [
        t(`status.${visit.status}`),
        ...(money ? [t(`day:${money}`)] : []),
        ...(visit.confirmed ? [t('visit.confirmed')] : []),
      ].join(' · '),
    ],
    ...(visit.series_id != null ? [[t('series:markTerm'), t('series:mark')] as [string, string]] : []),
    ...(visit.booked_online ? [[t('day:booking'), t('day:online')] as [string, string]] : []),
    ...(visit.cancel_reason
      ? [[t('day:cancelReason'), visit.cancel_reason] as [string, string]]
      : visit.cancelled_by === 'patient'
        ? [[t('day:cancelReason'), t('agenda.cancelledByPatient')] as [string, string]]
        : []),
    ...(visit.note ? [[t('day:visitNote'), visit.note] as [string, string]] : []),
  ];

  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('visit.title', { time: visit.start_time })}
      wide
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {visit.has_notes && details && <PatientNotes patientId={details.patient_id} />}
      {mode === 'details' && details && (
        <Suspense fallback={null}>
          <VisitMoneyPanel visit={details} role={workspace.role} onDone={onClose} />
        </Suspense>
      )}
      <FormError message={action.error} />
      {mode === 'details' && (
        <VisitActionsBar
          visit={visit}
          timeZone={workspace.clinic.time_zone}
          pending={action.pending}
          canOpenCard={Boolean(details)}
          onMark={(value) => void mark(value)}
          onMode={setMode}
          onOpenCard={() => details && onOpenPatient(details.patient_id)}
          onClose={onClose}
        />
      )}
      {mode === 'move' && (
        <MoveForm
          workspace={workspace}
          visit={visit}
          branchId={branchId}
          onDone={onClose}
          onBack={() => setMode('details')}
        />
      )}
      {mode === 'note' && <VisitNoteForm visit={visit} onDone={onClose} onBack={() => setMode('details')} />}
      {mode === 'cancel' && (
        <form onSubmit={cancel} className="mt-4">
          {visit.series_id != null && (
            <SeriesScopeChoice name="cancel-scope" value={cancelScope} onChange={setCancelScope} />
          )}
          <TextField
            id="cancel-reason"
            className="mt-4"
            label={t('visit.reason')}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="mt-4 flex gap-2">
            <button type="submit" className={dangerButton} disabled={action.pending || !reason.trim()}>
              {t('visit.confirmCancel')}
            </button>
            <button type="button" className={smallButton} onClick={() => setMode('details')}>
              {t('visit.close')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
