/** Bookable window: today .. today + the clinic's booking window (this many days unless it sets its own). */
export const BOOKING_WINDOW_DAYS = 30;
/** Staff book follow-ups and series further ahead than patients may: up to a year, or the clinic's window if longer. */
export const STAFF_BOOKING_WINDOW_DAYS = 365;

/** How many days past today a patient, or the staff, may book at a clinic. */
export function bookingWindowDays(tenant: { bookingWindowDays?: number }, by: 'patient' | 'staff'): number {
  const patientDays = tenant.bookingWindowDays ?? BOOKING_WINDOW_DAYS;
  return by === 'staff' ? Math.max(patientDays, STAFF_BOOKING_WINDOW_DAYS) : patientDays;
}
