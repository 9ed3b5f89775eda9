import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema';

/** One appointment by its key. */
export type HoldKey = { tenantId: number; id: number };
/** One tenant's holds (before booking into its calendar), or one appointment's (before acting on it). */
export type HoldScope = { tenantId: number; appointmentId?: number | undefined };

/** Matches the rows of these keys: two arrays (one parameter each), however many keys there are. */
const keyIn = (keys: HoldKey[]) =>
  sql`(${appointments.tenantId}, ${appointments.id}) in (select * from unnest(
    ${`{${keys.map((k) => k.tenantId).join(',')}}`}::int[], ${`{${keys.map((k) => k.id).join(',')}}`}::bigint[]))`;

const keyOf = (k: HoldKey) => `${k.tenantId}/${k.id}`;

/**
 * Expires unpaid holds whose time ran out, in the caller's transaction; their time becomes bookable. The
 * holds are locked first (in key order, so concurrent sweeps queue instead of deadlocking) and a hold
 * expired by another process meanwhile is skipped, so each expires exactly once. `keep` names the due
 * holds that stay held a while longer (a card charge in flight); it runs after the locks are taken, so it
 * sees every payment started before. Answers the holds it expired; without a scope, every tenant's.
 */
export async function expireRunOutHolds(
  tx: Db,
  now: Date,
  scope: HoldScope | undefined,
  keep: (due: HoldKey[]) => Promise<HoldKey[]>,
): Promise<HoldKey[]> {
  const due = await tx
    .select({ tenantId: appointments.tenantId, id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'active'),
        eq(appointments.paidStatus, 0),
        lte(appointments.holdExpiresAt, now),
        scope ? eq(appointments.tenantId, scope.tenantId) : undefined,
        scope?.appointmentId === undefined ? undefined : eq(appointments.id, scope.appointmentId),
      ),
    )
    .orderBy(asc(appointments.tenantId), asc(appointments.id))
    .for('update');
  if (due.length === 0) return [];
  const kept = new Set((await keep(due)).map(keyOf));
  const ending = due.filter((hold) => !kept.has(keyOf(hold)));
  if (ending.length === 0) return [];
  return tx
    .update(appointments)
    .set({ status: 'expired', changedBy: 'system:hold-expiry' })
    .where(and(keyIn(ending), eq(appointments.status, 'active'), eq(appointments.paidStatus, 0)))
    .returning({ tenantId: appointments.tenantId, id: appointments.id });
}
