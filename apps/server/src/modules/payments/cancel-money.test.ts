import { describe, expect, it } from 'vitest';
import { cancelMoneyOf } from './cancel-money';
import type { PaymentRow } from './payments.repository';

const payment = (id: number, amountMinor: number, more: Partial<PaymentRow> = {}) =>
  ({ id, status: 'paid', amountMinor, refundedMinor: 0, refundOwedMinor: null, ...more }) as PaymentRow;

describe('what a cancel keeps and gives back', () => {
  it('keeps the fee from a deposit and gives back the rest (₪100 paid, ₪80 fee: ₪20 back)', () => {
    const deposit = payment(1, 10_000);
    expect(cancelMoneyOf([deposit], 8_000)).toEqual({
      paidMinor: 10_000,
      feeMinor: 8_000,
      keptMinor: 8_000,
      refundMinor: 2_000,
      parts: [{ payment: deposit, amountMinor: 2_000 }],
    });
  });

  it('keeps at most what was paid; nothing paid, nothing kept', () => {
    expect(cancelMoneyOf([payment(1, 5_000)], 8_000)).toMatchObject({ keptMinor: 5_000, refundMinor: 0, parts: [] });
    expect(cancelMoneyOf([], 8_000)).toMatchObject({ paidMinor: 0, keptMinor: 0, refundMinor: 0, parts: [] });
  });

  it('without a fee gives back all that every payment holds', () => {
    const money = cancelMoneyOf([payment(1, 10_000, { refundedMinor: 2_500 }), payment(2, 4_000)], 0);
    expect(money).toMatchObject({ paidMinor: 11_500, keptMinor: 0, refundMinor: 11_500 });
    expect(money.parts.map((p) => [p.payment.id, p.amountMinor])).toEqual([
      [2, 4_000],
      [1, 7_500],
    ]);
  });

  it('gives back the newest payment first; money not held (owed back, refunded, failed) is not counted', () => {
    const money = cancelMoneyOf(
      [
        payment(1, 10_000),
        payment(2, 3_000),
        payment(3, 9_000, { status: 'refunded', refundedMinor: 9_000 }),
        payment(4, 2_000, { status: 'refund_pending' }),
      ],
      6_000,
    );
    expect(money).toMatchObject({ paidMinor: 13_000, keptMinor: 6_000, refundMinor: 7_000 });
    expect(money.parts.map((p) => [p.payment.id, p.amountMinor])).toEqual([
      [2, 3_000],
      [1, 4_000],
    ]);
  });
});
