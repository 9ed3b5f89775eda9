/**
 * What the time step asks availability about: the calendar's days and a day's times, of one treatment at one
 * branch. A choice of doctor would join here, and each call would pass it on in its query.
 */
export type AvailabilityQuery = { branch: string; treatmentId: string };
