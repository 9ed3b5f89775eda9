import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';

export type DayTotals = {
  /** Visits of the day that are not cancelled, whatever has happened to them since. */
  booked: number;
  /** Marked arrived and not yet completed: in the waiting room. */
  waiting: number;
  completed: number;
  noShow: number;
  cancelled: number;
  /**
   * What the day's visits, not cancelled, brought in and kept (minor units: agorot, cents), as the server counts each
   * (its price when paid, less a part refund; a deposit; nothing once all is given back).
   */
  takenMinor: number;
};

/** The figures of one day's visits, as the totals strip shows them. */
export function dayTotals(visits: readonly TDeskVisit[], date: string): DayTotals {
  const totals: DayTotals = { booked: 0, waiting: 0, completed: 0, noShow: 0, cancelled: 0, takenMinor: 0 };
  for (const visit of visits) {
    if (visit.date !== date) continue;
    if (visit.status === 'cancelled') {
      totals.cancelled += 1;
      continue;
    }
    totals.booked += 1;
    if (visit.status === 'arrived') totals.waiting += 1;
    if (visit.status === 'completed') totals.completed += 1;
    if (visit.status === 'no_show') totals.noShow += 1;
    totals.takenMinor += visit.taken_minor ?? 0;
  }
  return totals;
}

export type WaitingPatient = { visit: TDeskVisit; minutes: number };

/**
 * Who is in the waiting room on a day: visits marked arrived and not completed, longest waiting first, with the whole
 * minutes since the desk marked them arrived (a visit without its arrival time counts from nothing: 0).
 */
export function waitingPatients(visits: readonly TDeskVisit[], date: string, nowMs: number): WaitingPatient[] {
  return visits
    .filter((visit) => visit.date === date && visit.status === 'arrived')
    .map((visit) => {
      const arrived = visit.arrived_at ? Date.parse(visit.arrived_at) : Number.NaN;
      const minutes = Number.isNaN(arrived) ? 0 : Math.max(0, Math.floor((nowMs - arrived) / 60_000));
      return { visit, minutes };
    })
    .sort((a, b) => b.minutes - a.minutes || a.visit.start_time.localeCompare(b.visit.start_time));
}
