import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { treatments } from '../../src/db/schema';

/** One clinic's treatments as its catalog keeps them (archived ones too). */
export async function clinicTreatmentRows(db: Db, tenantId: number) {
  return db.select().from(treatments).where(eq(treatments.tenantId, tenantId));
}
