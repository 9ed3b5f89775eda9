import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, paymentEvents, payments, tenants } from '../../db/schema';
import { catalogRowsOn } from '../catalog/catalog-rows.service';
import type { TreatmentRow } from '../catalog/catalog.types';

export type AppointmentRow = typeof appointments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type { TreatmentRow };

import type { PaymentStatus } from '../../db/column-types';

export type { PaymentStatus };

/** An appointment by its key. */
export type AppointmentKey = { tenantId: number; id: number };

/** Matches the payments of these appointments: two arrays (one parameter each), however many there are. */
const ofAppointments = (keys: AppointmentKey[]) =>
  sql`(${payments.tenantId}, ${payments.appointmentId}) in (select * from unnest(
    ${`{${keys.map((k) => k.tenantId).join(',')}}`}::int[], ${`{${keys.map((k) => k.id).join(',')}}`}::bigint[]))`;

/** Statuses of a payment whose money reached the clinic at some point. */
export const MONEY_STATUSES: PaymentStatus[] = ['paid', 'refund_due', 'refund_pending', 'refunded', 'refund_failed'];

function createPaymentQueries(db: Db) {
  return {
    /** The visit's treatment, read through the catalog in this repository's transaction. */
    findTreatment: (tenantId: number, id: number): Promise<TreatmentRow | undefined> =>
      catalogRowsOn(db).findTreatment(tenantId, id),

    /** The currency the clinic prices in (its setting): every charge of its visits is in it. */
    async clinicCurrency(tenantId: number): Promise<string> {
      const [row] = await db.select({ currency: tenants.currency }).from(tenants).where(eq(tenants.id, tenantId));
      if (!row) throw new Error(`no clinic ${tenantId}`);
      return row.currency;
    },

    async findAppointment(tenantId: number, id: number): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)));
      return row;
    },

    /** Inside a transaction: the appointment row, locked until commit, so two payments cannot start at once. */
    async lockAppointment(tenantId: number, id: number): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)))
        .for('update');
      return row;
    },

    /** The booking the legacy payment-link call describes by its time instead of its id. */
    async findAppointmentBySlot(q: {
      tenantId: number;
      customerId: number;
      treatmentId: number;
      branchId: number;
      startsAt: Date;
    }): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.tenantId, q.tenantId),
            eq(appointments.customerId, q.customerId),
            eq(appointments.treatmentId, q.treatmentId),
            eq(appointments.branchId, q.branchId),
            eq(appointments.startsAt, q.startsAt),
          ),
        )
        .orderBy(sql`${appointments.status} = 'active' desc`, desc(appointments.createdAt))
        .limit(1);
      return row;
    },

    async latestPayment(tenantId: number, appointmentId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.appointmentId, appointmentId)))
        .orderBy(desc(payments.id))
        .limit(1);
      return row;
    },

    async findPayment(tenantId: number, id: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
      return row;
    },

    async insertPayment(values: {
      tenantId: number;
      appointmentId: number;
      provider: string;
      status: PaymentStatus;
      amountMinor: number;
      currency: string;
      cardBrand?: string | null;
      cardLast4?: string | null;
      now: Date;
    }): Promise<PaymentRow> {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(payments)
        .values({ ...rest, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    /** Moves a payment on only from the statuses given; undefined when it had moved already. */
    async transitionPayment(
      tenantId: number,
      id: number,
      from: PaymentStatus[],
      patch: { status: PaymentStatus; providerRef?: string | null; chargeRef?: string | null; now: Date },
    ): Promise<PaymentRow | undefined> {
      const { now, ...rest } = patch;
      const [row] = await db
        .update(payments)
        .set({ ...rest, updatedAt: now })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id), inArray(payments.status, from)))
        .returning();
      return row;
    },

    async setProviderRef(tenantId: number, id: number, providerRef: string, now: Date) {
      await db
        .update(payments)
        .set({ providerRef, updatedAt: now })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
    },

    /** The payments of these appointments whose money reached the clinic, newest first. */
    async moneyPayments(tenantId: number, appointmentIds: number[]): Promise<PaymentRow[]> {
      if (appointmentIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.tenantId, tenantId),
            inArray(payments.appointmentId, appointmentIds),
            inArray(payments.status, MONEY_STATUSES),
          ),
        )
        .orderBy(desc(payments.id));
    },

    /** Of these appointments, those with a card charge in flight: a processing payment updated after `since`. */
    async chargingAppointments(keys: AppointmentKey[], since: Date): Promise<AppointmentKey[]> {
      if (keys.length === 0) return [];
      return db
        .selectDistinct({ tenantId: payments.tenantId, id: payments.appointmentId })
        .from(payments)
        .where(and(ofAppointments(keys), eq(payments.status, 'processing'), gt(payments.updatedAt, since)));
    },

    /** Closes the open payments (a page still pending, a charge still processing) of appointments whose hold expired. */
    async expireOpenPayments(keys: AppointmentKey[], now: Date) {
      if (keys.length === 0) return;
      await db
        .update(payments)
        .set({ status: 'expired', updatedAt: now })
        .where(and(ofAppointments(keys), inArray(payments.status, ['pending', 'processing'])));
    },

    /** True the first time a provider's event is seen; false for a repeat, which must change nothing. */
    async recordEvent(provider: string, eventId: string, tenantId: number, now: Date): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ provider, eventId, tenantId, createdAt: now })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },
  };
}
export type PaymentQueries = ReturnType<typeof createPaymentQueries>;

export function createPaymentsRepository(db: Db) {
  return {
    ...createPaymentQueries(db),
    /**
     * Runs fn on one transaction; everything it writes commits or rolls back together. fn gets this module's
     * queries and the transaction itself, for the appointments module's writes in the same transaction.
     */
    transaction<T>(fn: (tx: PaymentQueries, within: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(createPaymentQueries(tx as unknown as Db), tx as unknown as Db));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
