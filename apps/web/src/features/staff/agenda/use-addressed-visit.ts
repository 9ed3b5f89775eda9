import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';

/** The address's name for a visit to open (`?date=…&branch=…&visit=ID`, as the payments list links a visit). */
export const VISIT_PARAM = 'visit';

/** The agenda's address of one visit: its day and branch, with its dialog open. */
export function visitAddress(visit: { id: number; date: string; branch_id: number }): string {
  const params = new URLSearchParams({
    date: visit.date,
    branch: String(visit.branch_id),
    view: 'day',
    [VISIT_PARAM]: String(visit.id),
  });
  return `?${params.toString()}`;
}

/**
 * Opens the visit the address names once the agenda's answer for the address is in (not the day shown before it),
 * then takes the visit out of the address, so going back or reloading does not open it again. A visit the answer
 * does not hold (another branch, a wrong number) opens nothing.
 */
export function useAddressedVisit(
  visits: readonly TDeskVisit[] | undefined,
  current: boolean,
  open: (visit: TDeskVisit) => void,
) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(VISIT_PARAM));
  useEffect(() => {
    if (!id || !visits || !current) return;
    const visit = visits.find((v) => v.id === id);
    if (visit) open(visit);
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete(VISIT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [id, visits, current, open, setParams]);
}
