import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { documents } from '../../src/db/schema';

/** One clinic's payment documents (receipts, credit notes), in the order they were issued. */
export async function clinicDocumentRows(db: Db, tenantId: number) {
  return db.select().from(documents).where(eq(documents.tenantId, tenantId)).orderBy(documents.id);
}

/** One visit's payment documents, in the order they were issued. */
export async function visitDocumentRows(db: Db, tenantId: number, appointmentId: number) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.appointmentId, appointmentId)))
    .orderBy(documents.id);
}
