import { and, eq } from 'drizzle-orm';
import { branches, customers, doctors, treatments, waitlistEntries, waitlistOffers } from '../../db/schema';

// How a waitlist entry meets its patient, treatment, branch and live offer, within its own clinic.

export const entryPatient = and(
  eq(customers.tenantId, waitlistEntries.tenantId),
  eq(customers.id, waitlistEntries.customerId),
);
export const entryTreatment = and(
  eq(treatments.tenantId, waitlistEntries.tenantId),
  eq(treatments.id, waitlistEntries.treatmentId),
);
export const entryBranch = and(
  eq(branches.tenantId, waitlistEntries.tenantId),
  eq(branches.id, waitlistEntries.branchId),
);
/** The doctor the patient chose, if any. */
export const entryDoctor = and(
  eq(doctors.tenantId, waitlistEntries.tenantId),
  eq(doctors.id, waitlistEntries.doctorId),
);
/** The offer an entry holds now, if any. */
export const entryLiveOffer = and(
  eq(waitlistOffers.tenantId, waitlistEntries.tenantId),
  eq(waitlistOffers.entryId, waitlistEntries.id),
  eq(waitlistOffers.status, 'live'),
);
