import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { paymentEvents, payments } from '../../src/db/schema';

/** One visit's payments as stored, oldest first. */
export async function visitPaymentRows(db: Db, tenantId: number, appointmentId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.appointmentId, appointmentId)))
    .orderBy(payments.id);
}

/** The provider events recorded under one event id (at most one: a repeated event is a replay). */
export async function paymentEventRows(db: Db, provider: string, eventId: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

/** Writes a payment straight to the table (a state the test starts from) and returns its row. */
export async function seedPayment(db: Db, row: typeof payments.$inferInsert) {
  const [payment] = await db.insert(payments).values(row).returning();
  return payment!;
}

/** One clinic's payment as stored, or undefined. */
export async function paymentRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
  return row;
}
