import type { branches, doctors, treatments } from '../../db/schema';

/** The catalog's rows as other modules read them (catalog-rows.service.ts). */
export type BranchRow = typeof branches.$inferSelect;
export type DoctorRow = typeof doctors.$inferSelect;
export type TreatmentRow = typeof treatments.$inferSelect;

/** What a booking pays for a treatment, the same rule for the booking and its payment. */
export { amountDueMinor } from './amount-due';
