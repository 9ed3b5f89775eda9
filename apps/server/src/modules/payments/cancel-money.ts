import { leftOf } from './payment-amounts';
import type { PaymentRow } from './payments.repository';

/** Whether a cancel keeps the treatment's cancellation fee: the patient's own cancel does, the clinic's does not. */
export type CancelFee = 'kept' | 'waived';

/** What cancelling a visit now keeps and gives back of its payments (minor unit). */
export type CancelMoney = {
  /** What the visit's payments hold: paid and not given back. */
  paidMinor: number;
  /** The fee this cancel keeps (0 when waived). */
  feeMinor: number;
  /** What the clinic keeps: the fee, at most what was paid. */
  keptMinor: number;
  /** What goes back to the patient: the rest. */
  refundMinor: number;
  /** Each payment's part of the refund, newest payment first; a payment not named keeps all it holds. */
  parts: Array<{ payment: PaymentRow; amountMinor: number }>;
};

/**
 * The one rule of a cancel's money: the fee is kept from what the visit's payments hold and the rest goes back,
 * newest payment first (as the clinic's own refunds do). The cancellation terms a patient reads and the refund the
 * cancel owes are both this.
 */
export function cancelMoneyOf(payments: PaymentRow[], feeMinor: number): CancelMoney {
  const holding = payments.filter((p) => leftOf(p) > 0).sort((a, b) => b.id - a.id);
  const paidMinor = holding.reduce((sum, p) => sum + leftOf(p), 0);
  const keptMinor = Math.min(Math.max(feeMinor, 0), paidMinor);
  const parts: CancelMoney['parts'] = [];
  let rest = paidMinor - keptMinor;
  for (const payment of holding) {
    if (rest <= 0) break;
    const amountMinor = Math.min(rest, leftOf(payment));
    parts.push({ payment, amountMinor });
    rest -= amountMinor;
  }
  return { paidMinor, feeMinor: Math.max(feeMinor, 0), keptMinor, refundMinor: paidMinor - keptMinor, parts };
}
