import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { TAgendaBlock } from '@clinic/contract/staff/staff-agenda';
import { StateMessage } from '../../../../components/ui/state-message';
import { useStaffAuth } from '../../core/api/staff-auth';
import { agendaQueryOptions } from '../api/get-agenda';
import { STATUS_ICON, STATUS_STYLE } from '../agenda-layout';
import { moneyMark } from '../components/visit-button';
import { type BranchDay, myDayHours, myDayItems } from './my-day-items';

type Props = {
  workspace: TStaffWorkspace;
  date: string;
  onOpenVisit: (visit: TDeskVisit, branchId: number) => void;
  onOpenBlock: (block: TAgendaBlock) => void;
};

/**
 * A doctor's own day as a list, across every branch they work at (one agenda call per branch, the same the grid
 * makes, so live updates refresh both): time, patient, treatment, status and the patient's notes flag, each
 * opening the visit. A phone's first screen shows the day.
 */
export function DoctorDayList({ workspace, date, onOpenVisit, onOpenBlock }: Props) {
  const { t } = useTranslation(['staff', 'day']);
  const auth = useStaffAuth();
  const doctorId = workspace.doctor_id ?? 0;
  const answers = useQueries({
    queries: workspace.branches.map((branch) => ({
      ...agendaQueryOptions(auth, { date, branch: branch.id, days: 1 }),
      placeholderData: <T,>(previous: T) => previous,
    })),
  });
  if (answers.some((answer) => answer.isError)) {
    return (
      <StateMessage
        kind="error"
        message={t('agenda.failed')}
        onRetry={() => answers.forEach((answer) => void answer.refetch())}
      />
    );
  }
  if (answers.some((answer) => !answer.data)) return <p className="mt-4 text-slate-600">{t('agenda.loading')}</p>;
  const days: BranchDay[] = workspace.branches.map((branch, index) => ({ branch, agenda: answers[index]!.data! }));
  const items = myDayItems(days, date, doctorId);
  const places = myDayHours(days, date, doctorId);
  const manyBranches = workspace.branches.length > 1;

  return (
    <div className="mt-3 max-w-3xl">
      {places.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-x-4 text-sm text-slate-700">
          {places.map(({ branch, hours }) => (
            <li key={branch.id}>
              <span className="font-semibold">{branch.name}</span>{' '}
              <span dir="ltr">{hours.map((range) => `${range.start}–${range.end}`).join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
      {items.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-600 ring-1 ring-slate-200">{t('agenda.empty')}</p>
      ) : (
        <ol aria-label={t('toolbar.myDay')} className="space-y-2" data-testid="my-day">
          {items.map((item) =>
            item.kind === 'block' ? (
              <li key={`block-${item.branchId}-${item.block.id}`}>
                <button
                  type="button"
                  onClick={() => onOpenBlock(item.block)}
                  className="flex w-full gap-3 rounded-xl border border-dashed border-slate-500 bg-slate-100 p-3 text-start text-sm text-slate-800"
                >
                  <span dir="ltr" className="w-24 shrink-0 font-semibold sm:w-28 sm:whitespace-nowrap">
                    {item.block.start_time}–{item.block.end_time}
                  </span>
                  <span>
                    {t('agenda.blocked', { reason: item.block.reason })}
                    {manyBranches && <span className="block text-slate-600">{item.branchName}</span>}
                  </span>
                </button>
              </li>
            ) : (
              <li key={`visit-${item.visit.id}`}>
                <VisitRow
                  visit={item.visit}
                  branch={manyBranches ? item.branchName : null}
                  onOpen={() => onOpenVisit(item.visit, item.branchId)}
                />
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}

/** One visit of the list: its time, the patient, the treatment (and branch), its status in words, the notes flag, its note. */
function VisitRow({ visit, branch, onOpen }: { visit: TDeskVisit; branch: string | null; onOpen: () => void }) {
  const { t } = useTranslation(['staff', 'day']);
  const money = moneyMark(visit);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-visit-id={visit.id}
      className={`flex w-full gap-3 rounded-xl border-s-4 p-3 text-start text-sm shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${STATUS_STYLE[visit.status]}`}
    >
      <span dir="ltr" className="w-24 shrink-0 font-semibold sm:w-28 sm:whitespace-nowrap">
        {visit.start_time}–{visit.end_time}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-base font-semibold">{visit.family_member_name ?? visit.patient_name}</span>
        <span className="block">
          {visit.treatment}
          {branch && ` · ${branch}`}
        </span>
        <span className="block">
          <span aria-hidden="true" className="me-1">
            {STATUS_ICON[visit.status]}
          </span>
          {t(`status.${visit.status}`)}
          {money && <span className="font-semibold">{` · ${t(`day:${money}`)}`}</span>}
          {visit.confirmed && ` · ✓ ${t('visit.confirmed')}`}
        </span>
        {visit.has_notes && (
          <span className="mt-1 block font-semibold">
            <span aria-hidden="true">✎ </span>
            {t('day:list.hasNotes')}
          </span>
        )}
        {visit.note && (
          <span className="mt-1 block break-words whitespace-pre-wrap">
            <span className="font-semibold">{t('day:visitNote')}: </span>
            {visit.note}
          </span>
        )}
        {visit.cancel_reason ? (
          <span className="block">{t('agenda.cancelReason', { reason: visit.cancel_reason })}</span>
        ) : (
          visit.cancelled_by === 'patient' && <span className="block">{t('agenda.cancelledByPatient')}</span>
        )}
      </span>
    </button>
  );
}
