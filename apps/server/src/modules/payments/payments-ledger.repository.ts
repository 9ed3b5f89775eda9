import { type SQL, and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Localized, appointments, customers, payments, treatments } from '../../db/schema';
import type { PaymentRow } from './payments.repository';
import { visitJoins } from '../../db/visit-joins';
import { rowsOf } from '../../db/rows';
import type { PaymentStatus } from '../../db/column-types';
import { backSql, takenSql } from './payment-amounts';

/** A payment with what the clinic reads beside it: its money, its visit, the visit's treatment and the patient. */
export type LedgerRow = PaymentRow & {
  /** What it took from the patient, and of it what went back or is going back (minor unit). */
  takenMinor: number;
  backMinor: number;
  visitStartsAt: Date;
  visitBranchId: number;
  visitStatus: string;
  treatmentName: Localized | null;
  customerId: number;
  customerName: string | null;
  customerPhone: string;
};

/** Payments made in [from, to) (either end open), of one status or all. */
export type LedgerFilter = { from?: Date | undefined; to?: Date | undefined; status?: PaymentStatus | undefined };

/** What payments took and gave back, summed (minor unit): the one sum of the payments list and of insights. */
const takenSum = sql<number>`coalesce(sum(${takenSql}), 0)`.mapWith(Number);
const backSum = sql<number>`coalesce(sum(${backSql}), 0)`.mapWith(Number);

/** Money of the payments of some visits, per group of visits (minor unit). */
type VisitsMoney = { key: number; takenMinor: number; refundedMinor: number };

/**
 * The clinic's payments as its staff read them. A read-only view that names the visit, the treatment and the
 * patient of each payment by their keys (as the agenda does), so one query answers a page.
 */
export function createPaymentsLedgerRepository(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({
        payment: payments,
        takenMinor: takenSql.mapWith(Number),
        backMinor: backSql.mapWith(Number),
        visitStartsAt: appointments.startsAt,
        visitBranchId: appointments.branchId,
        visitStatus: appointments.status,
        treatmentName: treatments.name,
        customerId: appointments.customerId,
        customerName: customers.name,
        customerPhone: customers.phone,
      })
      .from(payments)
      .innerJoin(
        appointments,
        and(eq(appointments.tenantId, payments.tenantId), eq(appointments.id, payments.appointmentId)),
      )
      .leftJoin(treatments, visitJoins.treatment)
      .leftJoin(customers, visitJoins.customer)
      .where(where);

  const toRow = (r: Awaited<ReturnType<typeof select>>[number]): LedgerRow => ({
    ...r.payment,
    takenMinor: r.takenMinor,
    backMinor: r.backMinor,
    visitStartsAt: r.visitStartsAt,
    visitBranchId: r.visitBranchId,
    visitStatus: r.visitStatus,
    treatmentName: r.treatmentName,
    customerId: r.customerId,
    customerName: r.customerName,
    customerPhone: r.customerPhone ?? '',
  });

  /** Payments made in [from, to), of one status or all. */
  const matching = (tenantId: number, q: LedgerFilter) =>
    and(
      eq(payments.tenantId, tenantId),
      q.from ? gte(payments.createdAt, q.from) : undefined,
      q.to ? lt(payments.createdAt, q.to) : undefined,
      q.status ? eq(payments.status, q.status) : undefined,
    );

  return {
    /** A page of the filter's payments, newest first. */
    async list(tenantId: number, q: LedgerFilter & { limit: number; offset: number }): Promise<LedgerRow[]> {
      const rows = await select(matching(tenantId, q))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(q.limit)
        .offset(q.offset);
      return rows.map(toRow);
    },

    /**
     * The filter's payments recorded before payment `beforeId` (all, when absent), the latest recorded first: an
     * export reads on page after page, and payments made meanwhile never shift what it has still to read.
     */
    async listBefore(tenantId: number, q: LedgerFilter, beforeId: number | undefined, limit: number) {
      const rows = await select(
        and(matching(tenantId, q), beforeId === undefined ? undefined : lt(payments.id, beforeId)),
      )
        .orderBy(desc(payments.id))
        .limit(limit);
      return rows.map(toRow);
    },

    /** What the filter's payments took, gave back and kept, per currency (minor unit). */
    async totals(tenantId: number, q: LedgerFilter) {
      return db
        .select({ currency: payments.currency, takenMinor: takenSum, refundedMinor: backSum })
        .from(payments)
        .where(matching(tenantId, q))
        .groupBy(payments.currency)
        .orderBy(payments.currency);
    },

    /**
     * What the payments of some visits took and gave back, per group: `visits` is a statement whose rows name a
     * visit (`id`) and its group (`key`). Summed as `totals` sums, part refunds and refunds owed included.
     */
    async moneyOfVisits(tenantId: number, visits: SQL): Promise<VisitsMoney[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select v.key, ${takenSum} as taken, ${backSum} as back
            from ${payments} join (${visits}) v on v.id = ${payments.appointmentId}
           where ${payments.tenantId} = ${tenantId}
           group by v.key`),
      );
      return rows.map((row) => ({
        key: Number(row.key),
        takenMinor: Number(row.taken),
        refundedMinor: Number(row.back),
      }));
    },

    async find(tenantId: number, id: number): Promise<LedgerRow | undefined> {
      const [row] = await select(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
      return row ? toRow(row) : undefined;
    },
  };
}
export type PaymentsLedgerRepository = ReturnType<typeof createPaymentsLedgerRepository>;
