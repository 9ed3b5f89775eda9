import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entryBranch, entryLiveOffer, entryPatient, entryTreatment } from './waitlist-joins';
import { branches, customers, treatments, waitlistEntries, waitlistOffers } from '../../db/schema';

/** How many entries the desk's list shows at most (a clinic's waiting line is far shorter). */
const DESK_LIST_LIMIT = 500;

/** SQL of the front desk's waitlist: the clinic's waiting entries, and ending one. */
export function createWaitlistDeskRepository(db: Db) {
  return {
    db,

    /** The clinic's entries still waiting whose last day is not past, in line order, with patient and live offer. */
    async waiting(tenantId: number, today: string) {
      return db
        .select({
          entry: waitlistEntries,
          patientName: customers.name,
          phone: customers.phone,
          treatmentName: treatments.name,
          branchName: branches.name,
          offer: waitlistOffers,
        })
        .from(waitlistEntries)
        .innerJoin(customers, entryPatient)
        .leftJoin(treatments, entryTreatment)
        .leftJoin(branches, entryBranch)
        .leftJoin(waitlistOffers, entryLiveOffer)
        .where(
          and(
            eq(waitlistEntries.tenantId, tenantId),
            eq(waitlistEntries.status, 'waiting'),
            gte(waitlistEntries.dateUntil, today),
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .limit(DESK_LIST_LIMIT);
    },

    /**
     * Ends one of the clinic's waiting entries (booked: served; cancelled: removed) and its live offer, in the
     * caller's transaction. Answers the entry as it was, or undefined when the clinic has no such waiting entry.
     */
    async end(tx: Db, m: { tenantId: number; id: number; status: 'booked' | 'cancelled'; now: Date }) {
      const [ended] = await tx
        .update(waitlistEntries)
        .set({ status: m.status, endedAt: m.now })
        .where(
          and(
            eq(waitlistEntries.tenantId, m.tenantId),
            eq(waitlistEntries.id, m.id),
            eq(waitlistEntries.status, 'waiting'),
          ),
        )
        .returning();
      if (!ended) return undefined;
      const offers = await tx
        .update(waitlistOffers)
        .set({ status: 'ended' })
        .where(
          and(
            eq(waitlistOffers.tenantId, m.tenantId),
            eq(waitlistOffers.entryId, m.id),
            eq(waitlistOffers.status, 'live'),
          ),
        )
        .returning({ id: waitlistOffers.id });
      return { entry: ended, freedOffer: offers.length > 0 };
    },
  };
}
export type WaitlistDeskRepository = ReturnType<typeof createWaitlistDeskRepository>;
