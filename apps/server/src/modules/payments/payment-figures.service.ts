import type { SQL } from 'drizzle-orm';
import type { PaymentsLedgerRepository } from './payments-ledger.repository';

/**
 * The payments' money for other modules' figures (insights), summed in the one place the payments list's totals
 * are, so both give the same refunds.
 */
export function createPaymentFigures(deps: { ledger: Pick<PaymentsLedgerRepository, 'moneyOfVisits'> }) {
  return {
    /** What the payments of some visits took and gave back, per group (`visits` answers `id` and `key`). */
    moneyOfVisits: (tenantId: number, visits: SQL) => deps.ledger.moneyOfVisits(tenantId, visits),
  };
}
export type PaymentFigures = ReturnType<typeof createPaymentFigures>;
