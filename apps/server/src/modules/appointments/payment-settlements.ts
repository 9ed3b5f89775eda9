import type { Db } from '../../db/client';
import type { AppointmentsRepository } from './appointments.repository';

/**
 * What a payment does to its appointment, written by this module inside the payment's own transaction: paid
 * keeps the time for good, a failed payment frees it. Each answers whether the (active, unpaid) visit changed.
 * (The hold sweep, payments/hold-sweeper.ts, still expires visits and their payments in one statement of its own.)
 */
export type PaymentSettlements = {
  markPaid(tx: Db, tenantId: number, appointmentId: number): Promise<boolean>;
  cancelUnpaid(tx: Db, tenantId: number, appointmentId: number, now: Date): Promise<boolean>;
};

export const paymentSettlementsOf = (repo: AppointmentsRepository): PaymentSettlements => ({
  markPaid: repo.markPaid,
  cancelUnpaid: repo.cancelUnpaid,
});
