import { useEffect, useRef } from 'react';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { showToast } from '../../../../components/ui/toast';
import { useTranslation } from '../../../../lib/use-translation';
import { shortDate } from '../agenda-dates';

/** Visits booked online that a fresh read of the same agenda has and the read before it did not. */
export function newOnlineVisits(before: ReadonlySet<number>, visits: readonly TDeskVisit[]): TDeskVisit[] {
  return visits.filter(
    (visit) => visit.booked_online === true && visit.status !== 'cancelled' && !before.has(visit.id),
  );
}

/**
 * Announces, in a toast, each new online booking the open agenda's reads bring (the live stream makes it read again
 * at once). Nothing on the first read of a day or branch: only what arrives while it is open.
 */
export function useOnlineBookingToasts(agenda: TDeskAgenda | undefined, viewKey: string, isPlaceholder: boolean) {
  const { t, i18n } = useTranslation('day');
  const seen = useRef<{ key: string; ids: Set<number> } | null>(null);
  useEffect(() => {
    if (!agenda || isPlaceholder) return;
    const ids = new Set(agenda.visits.map((visit) => visit.id));
    const before = seen.current;
    seen.current = { key: viewKey, ids };
    if (!before || before.key !== viewKey) return;
    for (const visit of newOnlineVisits(before.ids, agenda.visits)) {
      const name = visit.family_member_name ?? visit.patient_name;
      const date = shortDate(visit.date, i18n.language);
      showToast('success', t('onlineToast', { name, time: visit.start_time, date }), { ms: 8000 });
    }
  }, [agenda, viewKey, isPlaceholder, t, i18n.language]);
}
