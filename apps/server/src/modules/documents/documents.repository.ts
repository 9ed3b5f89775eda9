import type { TDocumentType } from '@clinic/contract/documents/document-types';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointments,
  billingDetails,
  branches,
  customers,
  doctors,
  documentCounters,
  documents,
  payments,
  tenants,
  treatments,
} from '../../db/schema';
import { visitJoins } from '../../db/visit-joins';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type BillingRow = typeof billingDetails.$inferSelect;

/** Payment documents, their numbering and the clinic's billing details: SQL only. */
export function createDocumentsRepository(db: Db) {
  return {
    db,

    async billing(tx: Db, tenantId: number): Promise<BillingRow | undefined> {
      const [row] = await tx.select().from(billingDetails).where(eq(billingDetails.tenantId, tenantId));
      return row;
    },

    async saveBilling(values: Omit<BillingRow, 'updatedAt'>, now: Date): Promise<BillingRow> {
      const [row] = await db
        .insert(billingDetails)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({ target: billingDetails.tenantId, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },

    /** The kinds of which the clinic has issued a document: their numbering has started. */
    async startedTypes(tenantId: number): Promise<TDocumentType[]> {
      const rows = await db
        .select({ type: documentCounters.type })
        .from(documentCounters)
        .where(eq(documentCounters.tenantId, tenantId));
      return rows.map((r) => r.type);
    },

    /**
     * The next number of a kind, in the caller's transaction: the counter's row stays locked until it commits, so a
     * concurrent issue waits, and a rollback gives the number back. The first one is `start`.
     */
    async takeNumber(tx: Db, tenantId: number, type: TDocumentType, start: number): Promise<number> {
      const [row] = await tx
        .insert(documentCounters)
        .values({ tenantId, type, lastNumber: start })
        .onConflictDoUpdate({
          target: [documentCounters.tenantId, documentCounters.type],
          set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
        })
        .returning({ number: documentCounters.lastNumber });
      return row!.number;
    },

    async insert(tx: Db, values: NewDocument): Promise<DocumentRow> {
      const [row] = await tx.insert(documents).values(values).returning();
      return row!;
    },

    /** What a payment's document says of it, read in its transaction. */
    async paymentFacts(tx: Db, tenantId: number, paymentId: number) {
      const [row] = await tx
        .select({
          payment: payments,
          clinic: { name: tenants.name, lang: tenants.lang, timeZone: tenants.timeZone },
          startsAt: appointments.startsAt,
          doctor: doctors.name,
          treatment: treatments.name,
          paymentDocument: treatments.paymentDocument,
          branch: branches.name,
          patientName: customers.name,
        })
        .from(payments)
        .innerJoin(tenants, eq(tenants.id, payments.tenantId))
        .innerJoin(
          appointments,
          and(eq(appointments.tenantId, payments.tenantId), eq(appointments.id, payments.appointmentId)),
        )
        .innerJoin(treatments, visitJoins.treatment)
        .innerJoin(branches, visitJoins.branch)
        .leftJoin(doctors, visitJoins.doctor)
        .innerJoin(customers, visitJoins.customer)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)));
      return row;
    },

    /** A payment's documents, oldest first: its receipt, then its credit notes. */
    async ofPayment(tx: Db, tenantId: number, paymentId: number): Promise<DocumentRow[]> {
      return tx
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), eq(documents.paymentId, paymentId)))
        .orderBy(asc(documents.id));
    },

    async ofVisit(tenantId: number, appointmentId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), eq(documents.appointmentId, appointmentId)))
        .orderBy(asc(documents.id));
    },

    /** Documents issued in [from, to), in the order issued. */
    async issuedBetween(tenantId: number, from: Date, to: Date): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), gte(documents.issuedAt, from), lt(documents.issuedAt, to)))
        .orderBy(asc(documents.issuedAt), asc(documents.id));
    },

    async find(tenantId: number, id: number): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)));
      return row;
    },

    /** The patient a visit was booked by, if the visit is the clinic's. */
    async visitCustomer(tenantId: number, appointmentId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ customerId: appointments.customerId })
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, appointmentId)));
      return row?.customerId;
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
