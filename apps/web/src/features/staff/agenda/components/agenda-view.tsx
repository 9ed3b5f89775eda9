import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { TAgendaBlock } from '@clinic/contract/staff/staff-agenda';
import { StateMessage } from '../../../../components/ui/state-message';
import { useStaffAuth } from '../../core/api/staff-auth';
import { agendaQueryOptions } from '../api/get-agenda';
import { longDate } from '../agenda-dates';
import type { AgendaAddress } from '../use-agenda-address';
import { useAgendaPrefs } from '../use-agenda-prefs';
import { useClinicNow } from '../use-clinic-now';
import { DayPanels } from '../day-panels/day-panels';
import { DoctorDayList } from '../my-day/doctor-day-list';
import { useOnlineBookingToasts } from '../day-panels/online-bookings';
import { useAddressedVisit } from '../use-addressed-visit';
import { DayGrid } from './day-grid';
import { PrintDayList } from './print-day-list';
import { WeekTable } from './week-table';

type Props = {
  workspace: TStaffWorkspace;
  address: AgendaAddress;
  /** Opens a visit; the branch is the visit's when the view spans branches (a doctor's own day). */
  onOpenVisit: (visit: TDeskVisit, branchId?: number) => void;
  onOpenBlock: (block: TAgendaBlock) => void;
  onBookAt: (doctorId: number, time: string) => void;
  /** The closed day the agenda opened on and left for this one (use-first-open-day.ts), while shown. */
  closedToday?: string | null;
};

/**
 * The agenda of the address's branch: a day's grid (a column per doctor) or a week's table; or a doctor's own day
 * as a list across their branches.
 */
export function AgendaView({ workspace, address, onOpenVisit, onOpenBlock, onBookAt, closedToday }: Props) {
  const { t, i18n } = useTranslation('staff');
  const auth = useStaffAuth();
  const [prefs, setPrefs] = useAgendaPrefs(workspace);
  const now = useClinicNow(workspace.clinic.time_zone);
  const list = address.view === 'list';
  const agenda = useQuery({
    ...agendaQueryOptions(auth, { date: address.date, branch: address.branch, days: address.view === 'week' ? 7 : 1 }),
    placeholderData: (previous) => previous,
    enabled: !list,
  });
  useOnlineBookingToasts(agenda.data, `${address.date}|${address.branch}|${address.view}`, agenda.isPlaceholderData);
  useAddressedVisit(agenda.data?.visits, !agenda.isPlaceholderData, onOpenVisit);
  const heading =
    address.view === 'week'
      ? t('agenda.weekHeading', { date: longDate(address.date, i18n.language) })
      : t('agenda.heading', { date: longDate(address.date, i18n.language) });

  return (
    <section aria-labelledby="agenda-heading" className="mt-4">
      <h1 id="agenda-heading" className="text-xl font-bold text-slate-900">
        {heading}
      </h1>
      <div role="status">
        {closedToday && (
          <p className="mt-2 w-fit rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
            {t('agenda.openDayNote', { today: longDate(closedToday, i18n.language) })}
          </p>
        )}
      </div>
      {list && (
        <DoctorDayList workspace={workspace} date={address.date} onOpenVisit={onOpenVisit} onOpenBlock={onOpenBlock} />
      )}
      {!list && agenda.isPending && <p className="mt-4 text-slate-600">{t('agenda.loading')}</p>}
      {!list && agenda.isError && (
        <StateMessage kind="error" message={t('agenda.failed')} onRetry={() => void agenda.refetch()} />
      )}
      {!list && agenda.data && agenda.data.doctors.length === 0 && (
        <p className="mt-4 text-slate-600">{t('agenda.noDoctors')}</p>
      )}
      {!list &&
        agenda.data &&
        agenda.data.doctors.length > 0 &&
        (address.view === 'week' ? (
          <WeekTable agenda={agenda.data} onOpenVisit={onOpenVisit} onOpenBlock={onOpenBlock} />
        ) : (
          <>
            <DayPanels
              agenda={agenda.data}
              date={address.date}
              isToday={now.date === address.date}
              onOpenVisit={onOpenVisit}
            />
            <div className="print:hidden">
              <DayGrid
                agenda={agenda.data}
                date={address.date}
                now={now}
                timeZone={workspace.clinic.time_zone}
                prefs={prefs}
                onPrefs={setPrefs}
                onOpenVisit={onOpenVisit}
                onOpenBlock={onOpenBlock}
                onBookAt={onBookAt}
              />
            </div>
            <PrintDayList agenda={agenda.data} date={address.date} />
          </>
        ))}
    </section>
  );
}
