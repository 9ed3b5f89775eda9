import type { TAgendaVisit } from './staff';
import type { TAgenda } from './staff-agenda';
import { plusMinutes } from '../core/wall-time';

/**
 * A visit of the agenda as the workspace reads it: the grid's fields with their usual values filled in and its
 * column's doctor and date, named. A visit with its details (TAgendaVisit, the visit call's) is one too.
 */
export type TDeskVisit = Omit<TAgendaVisit, 'patient_id' | 'patient_phone' | 'price_minor' | 'kept_minor'> & {
  /** What its payments kept (minor unit), for the day's money taken; absent: none. */
  taken_minor?: number | undefined;
  /** In a single day's answer (the printed day list). */
  patient_phone?: string | undefined;
};

/** The agenda as the workspace reads it: its visits in one list. */
export type TDeskAgenda = Omit<TAgenda, 'columns'> & { visits: TDeskVisit[] };

/** The agenda with its visits in one list (zod-free: the workspace's bundle). */
export function deskAgendaOf({ columns, ...agenda }: TAgenda): TDeskAgenda {
  return { ...agenda, visits: deskVisitsOf({ ...agenda, columns }) };
}

/** The agenda's visits, one list by date, start and doctor, each whole. */
export function deskVisitsOf(agenda: Pick<TAgenda, 'doctors' | 'treatments' | 'columns'>): TDeskVisit[] {
  const doctorNames = new Map(agenda.doctors.map((doctor) => [doctor.id, doctor.name]));
  const treatments = new Map(agenda.treatments.map((treatment) => [treatment.id, treatment]));
  const visits = agenda.columns.flatMap((column) =>
    column.visits.map((visit): TDeskVisit => {
      const treatment = treatments.get(visit.treatment_id);
      return {
        ...visit,
        doctor_id: column.doctor_id,
        doctor_name: doctorNames.get(column.doctor_id) ?? '',
        date: column.date,
        treatment: treatment?.name ?? '',
        end_time: visit.end_time ?? plusMinutes(visit.start_time, treatment?.duration_minutes ?? 0),
        status: visit.status ?? 'booked',
        family_member_name: visit.family_member_name ?? null,
        paid: visit.paid ?? false,
        confirmed: visit.confirmed ?? false,
        cancel_reason: visit.cancel_reason ?? null,
        has_notes: visit.has_notes ?? false,
      };
    }),
  );
  return visits.sort(
    (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.doctor_id - b.doctor_id,
  );
}
