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

/** Writes a waitlist offer straight to the table (a time held that the test starts from). */
export async function seedOffer(db: Db, row: typeof waitlistOffers.$inferInsert) {
  const [offer] = await db.insert(waitlistOffers).values(row).returning();
  return offer!;
}

/** One clinic's waitlist entry as stored, or undefined. */
export async function entryRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tenantId, tenantId), eq(waitlistEntries.id, id)));
  return row;
}

/** The offers made for one clinic's waitlist entry, oldest first. */
export async function entryOfferRows(db: Db, tenantId: number, entryId: number) {
  return db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.tenantId, tenantId), eq(waitlistOffers.entryId, entryId)))
    .orderBy(waitlistOffers.id);
}
