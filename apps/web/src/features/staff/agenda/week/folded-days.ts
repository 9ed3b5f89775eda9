import type { TDeskAgenda } from '@clinic/contract/staff/agenda-visits';

/**
 * The week's dates left out of the table: nobody the account sees works then at the branch (the clinic is closed),
 * and no visit is booked on it (a visit booked before the hours changed keeps its day in view).
 */
export function foldedDays(agenda: Pick<TDeskAgenda, 'dates' | 'doctors' | 'visits'>): string[] {
  const booked = new Set(agenda.visits.map((visit) => visit.date));
  return agenda.dates.filter(
    (date) => !booked.has(date) && agenda.doctors.every((doctor) => (doctor.hours[date] ?? []).length === 0),
  );
}
