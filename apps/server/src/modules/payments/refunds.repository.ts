import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, payments, tenants, treatments } from '../../db/schema';
import { visitJoins } from '../../db/visit-joins';
import type { PaymentRow } from './payments.repository';

/** refund_due and refund_pending: money the clinic owes back, which the refunds sweep returns. */
const owed = sql`${payments.status} in ('refund_due', 'refund_pending')`;
/** What is left of a payment to give back (minor unit). */
const leftToRefund = sql<number>`${payments.amountMinor} - ${payments.refundedMinor}`;
/** The refund owed now: the amount staff chose, else all that is left. */
const owedNow = sql<number>`coalesce(${payments.refundOwedMinor}, ${payments.amountMinor} - ${payments.refundedMinor})`;
const dueBy = (at: Date) =>
  sql`coalesce(${payments.refundNextAt}, '-infinity'::timestamptz) <= ${at.toISOString()}::timestamptz`;

function createRefundQueries(db: Db) {
  return {
    /** A visit's paid payments, newest first; locked until the transaction ends when `lock` (a cancel's). */
    async paidPaymentsOf(tenantId: number, appointmentId: number, lock: boolean): Promise<PaymentRow[]> {
      const query = db
        .select()
        .from(payments)
        .where(
          and(eq(payments.tenantId, tenantId), eq(payments.appointmentId, appointmentId), eq(payments.status, 'paid')),
        )
        .orderBy(desc(payments.id));
      return lock ? query.for('update') : query;
    },

    /** The cancellation fee of a visit's treatment and its clinic's currency; undefined: no such visit. */
    async cancellationFeeOf(
      tenantId: number,
      appointmentId: number,
    ): Promise<{ feeMinor: number; currency: string } | undefined> {
      const [row] = await db
        .select({ feeMinor: treatments.cancellationMinor, currency: tenants.currency })
        .from(appointments)
        .innerJoin(treatments, visitJoins.treatment)
        .innerJoin(tenants, eq(tenants.id, appointments.tenantId))
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, appointmentId)));
      return row;
    },

    /**
     * A paid payment owes `amountMinor` back from now on (all that is left when absent), with staff's reason;
     * undefined when it is not paid or less than that is left.
     */
    async owePayment(
      tenantId: number,
      id: number,
      now: Date,
      refund: { amountMinor?: number; reason?: string | null } = {},
    ): Promise<PaymentRow | undefined> {
      const owed = refund.amountMinor ?? leftToRefund;
      const [row] = await db
        .update(payments)
        .set({
          status: 'refund_pending',
          refundOwedMinor: owed,
          refundReason: refund.reason ?? null,
          refundAttempts: 0,
          refundNextAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(payments.tenantId, tenantId),
            eq(payments.id, id),
            eq(payments.status, 'paid'),
            refund.amountMinor === undefined ? undefined : sql`${leftToRefund} >= ${refund.amountMinor}`,
          ),
        )
        .returning();
      return row;
    },

    /** Owed refunds whose next attempt is due, in every tenant, oldest first. */
    async dueRefunds(now: Date, limit: number): Promise<Array<{ tenantId: number; id: number }>> {
      return db
        .select({ tenantId: payments.tenantId, id: payments.id })
        .from(payments)
        .where(and(owed, dueBy(now)))
        .orderBy(payments.refundNextAt, payments.id)
        .limit(limit);
    },

    /**
     * Takes the next refund attempt of an owed payment, if it is due and has attempts left: counts it and
     * holds the payment until `leaseUntil`, so no other process attempts it meanwhile. A process that dies
     * during its attempt leaves the payment to be taken again once the lease ends.
     */
    async claimRefund(
      tenantId: number,
      id: number,
      now: Date,
      leaseUntil: Date,
      maxAttempts: number,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ refundAttempts: sql`${payments.refundAttempts} + 1`, refundNextAt: leaseUntil, updatedAt: now })
        .where(
          and(
            eq(payments.tenantId, tenantId),
            eq(payments.id, id),
            owed,
            dueBy(now),
            lt(payments.refundAttempts, maxAttempts),
          ),
        )
        .returning();
      return row;
    },

    async markRefunded(tenantId: number, id: number, refundRef: string, now: Date): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({
          // Part of the money back: the rest stays paid (and may be given back later).
          status: sql`case when ${payments.refundedMinor} + ${owedNow} >= ${payments.amountMinor} then 'refunded' else 'paid' end`,
          refundedMinor: sql`${payments.refundedMinor} + ${owedNow}`,
          refundOwedMinor: null,
          refundRef,
          refundNextAt: null,
          refundError: null,
          updatedAt: now,
        })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id), owed))
        .returning();
      return row;
    },

    /**
     * Records a failed attempt: retried at `retryAt`, or refund_failed when there is none. Only the attempt
     * that holds the payment (its count unchanged since the claim) records its failure.
     */
    async recordRefundFailure(
      tenantId: number,
      id: number,
      attempt: number,
      failure: { error: string; retryAt: Date | null; now: Date },
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({
          ...(failure.retryAt === null ? { status: 'refund_failed' } : {}),
          refundError: failure.error.slice(0, 500),
          refundNextAt: failure.retryAt,
          updatedAt: failure.now,
        })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id), owed, eq(payments.refundAttempts, attempt)))
        .returning();
      return row;
    },

    /** Owed refunds that used every attempt (the last process died during it): refund_failed, for the clinic. */
    async giveUpExhaustedRefunds(now: Date, maxAttempts: number): Promise<PaymentRow[]> {
      return db
        .update(payments)
        .set({
          status: 'refund_failed',
          refundError: sql`coalesce(${payments.refundError}, 'no answer from the last attempt')`,
          refundNextAt: null,
          updatedAt: now,
        })
        .where(and(owed, dueBy(now), sql`${payments.refundAttempts} >= ${maxAttempts}`))
        .returning();
    },
  };
}
export type RefundQueries = ReturnType<typeof createRefundQueries>;

export function createRefundsRepository(db: Db) {
  return {
    ...createRefundQueries(db),
    /** The same queries on a transaction another module opened, so its change and ours commit together. */
    within(tx: Db): RefundQueries {
      return createRefundQueries(tx);
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
