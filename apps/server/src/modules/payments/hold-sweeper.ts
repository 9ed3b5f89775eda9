import type { PaymentSettlements } from '../appointments/payment-settlements.types';
import { IN_FLIGHT_GRACE_MS } from './payment-opening';
import type { PaymentsRepository } from './payments.repository';

/**
 * Expires unpaid holds whose time ran out and closes their open payments, in one transaction; the time
 * becomes bookable. The appointments module locks and expires the holds, so any number of server processes
 * can run it at once and each hold expires exactly once; a card charge in flight keeps its hold for the
 * grace, so money is never taken for freed time. Call it before availability-sensitive writes.
 */
export async function expireUnpaidHolds(
  deps: { repo: PaymentsRepository; settlements: PaymentSettlements },
  now: Date,
  /**
   * One tenant's holds (before booking into its calendar), or one appointment's (before acting on it);
   * without it, every tenant's (the background sweep).
   */
  only?: { tenantId: number; appointmentId?: number },
): Promise<Array<{ tenantId: number; id: number }>> {
  const since = new Date(now.getTime() - IN_FLIGHT_GRACE_MS);
  return deps.repo.transaction(async (tx, within) => {
    const expired = await deps.settlements.expireRunOutHolds(within, now, only, (due) =>
      tx.chargingAppointments(due, since),
    );
    await tx.expireOpenPayments(expired, now);
    return expired;
  });
}
