import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { payments } from '../../src/db/schema';

/** One visit's payments as stored, oldest first. */
export async function visitPaymentRows(db: Db, tenantId: number, appointmentId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.appointmentId, appointmentId)))
    .orderBy(payments.id);
}
