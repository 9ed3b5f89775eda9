import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { treatments } from '../../src/db/schema';

/** One clinic's treatments as its catalog keeps them (archived ones too). */
export async function clinicTreatmentRows(db: Db, tenantId: number) {
  return db.select().from(treatments).where(eq(treatments.tenantId, tenantId));
}

/** Sets one clinic's treatment's cancellation fee (in minor units) as the catalog stores it. */
export async function setTreatmentCancellationFee(db: Db, tenantId: number, id: number, cancellationMinor: number) {
  await db
    .update(treatments)
    .set({ cancellationMinor })
    .where(and(eq(treatments.tenantId, tenantId), eq(treatments.id, id)));
}
