/**
 * What the time step asks availability about: the calendar's days and a day's times, of one treatment at one
 * branch, with the doctor the patient chose (null: any doctor).
 */
export type AvailabilityQuery = { branch: string; treatmentId: string; doctor: string | null };

/** The query's doctor as the availability calls take it: absent for any doctor. */
export const doctorQuery = (query: { doctor: string | null }) => (query.doctor ? { doctor: query.doctor } : {});
