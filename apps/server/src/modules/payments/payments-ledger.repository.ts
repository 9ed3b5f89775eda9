import { type SQL, and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Localized, appointments, customers, payments, treatments } from '../../db/schema';
import type { PaymentRow } from './payments.repository';
import { visitJoins } from '../../db/visit-joins';
import type { PaymentStatus } from '../../db/column-types';

/** A payment with what the clinic reads beside it: its visit, the visit's treatment and the patient. */
export type LedgerRow = PaymentRow & {
  visitStartsAt: Date;
  visitStatus: string;
  treatmentName: Localized | null;
  customerId: number;
  customerName: string | null;
  customerPhone: string;
};

/**
 * The clinic's payments as its staff read them. A read-only view that names the visit, the treatment and the
 * patient of each payment by their keys (as the agenda does), so one query answers a page.
 */
export function createPaymentsLedgerRepository(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({
        payment: payments,
        visitStartsAt: appointments.startsAt,
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
    visitStartsAt: r.visitStartsAt,
    visitStatus: r.visitStatus,
    treatmentName: r.treatmentName,
    customerId: r.customerId,
    customerName: r.customerName,
    customerPhone: r.customerPhone ?? '',
  });

  return {
    /** Payments made in [from, to), of one status or all, newest first. */
    async list(
      tenantId: number,
      q: {
        from?: Date | undefined;
        to?: Date | undefined;
        status?: PaymentStatus | undefined;
        limit: number;
        offset: number;
      },
    ): Promise<LedgerRow[]> {
      const rows = await select(
        and(
          eq(payments.tenantId, tenantId),
          q.from ? gte(payments.createdAt, q.from) : undefined,
          q.to ? lt(payments.createdAt, q.to) : undefined,
          q.status ? eq(payments.status, q.status) : undefined,
        ),
      )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(q.limit)
        .offset(q.offset);
      return rows.map(toRow);
    },

    async find(tenantId: number, id: number): Promise<LedgerRow | undefined> {
      const [row] = await select(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
      return row ? toRow(row) : undefined;
    },
  };
}
export type PaymentsLedgerRepository = ReturnType<typeof createPaymentsLedgerRepository>;
