import { type Placeholder, sql } from 'drizzle-orm';

/** A treatment as availability reads it. */
export type AvailabilityTreatment = {
  id: number;
  priceMinor: number;
  minForcePaymentMinor: number | null;
  durationMinutes: number;
  forcePay: boolean;
  paymentCompany: string;
  paymentDocument: string;
  branchIds: number[];
  /** Who may perform it; empty: any doctor of the branch. */
  doctorIds: number[];
};

/**
 * The treatment an availability statement answers for, as one JSON object (AvailabilityTreatment); null when it is
 * unknown or archived. One text for the day's statement and the earliest search's.
 */
export const treatmentJson = (tenantId: Placeholder, treatmentId: Placeholder) =>
  sql<AvailabilityTreatment | null>`(
    select json_build_object(
             'id', t.id, 'priceMinor', t.price_minor, 'minForcePaymentMinor', t.min_force_payment_minor,
             'durationMinutes', t.duration_minutes, 'forcePay', t.force_pay,
             'paymentCompany', t.payment_company, 'paymentDocument', t.payment_document,
             'branchIds', t.branch_ids, 'doctorIds', t.doctor_ids)
      from treatments t
     where t.tenant_id = ${tenantId} and t.id = ${treatmentId} and t.archived_at is null)`;
