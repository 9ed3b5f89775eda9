import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { waitlistEntries, waitlistOffers } from '../../src/db/schema';

/** One clinic's live waitlist offers (times held for a patient) as stored. */
export async function liveOfferRows(db: Db, tenantId: number) {
  return db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.tenantId, tenantId), eq(waitlistOffers.status, 'live')));
}

/** The ids of one patient's live offers in a clinic. */
export async function patientLiveOfferIds(db: Db, tenantId: number, customerId: number) {
  return db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .innerJoin(
      waitlistEntries,
      and(eq(waitlistEntries.tenantId, waitlistOffers.tenantId), eq(waitlistEntries.id, waitlistOffers.entryId)),
    )
    .where(
      and(
        eq(waitlistOffers.tenantId, tenantId),
        eq(waitlistOffers.status, 'live'),
        eq(waitlistEntries.customerId, customerId),
      ),
    );
}
