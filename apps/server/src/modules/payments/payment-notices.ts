import type { Db } from '../../db/client';

type PaymentFact = { tenantId: number; appointmentId: number; paymentId: number };

/** Told when money arrives for a visit or goes back, inside the transaction that records it (webhooks report it). */
export type PaymentNotices = {
  paid(tx: Db, payment: PaymentFact): Promise<void>;
  /**
   * Money arrived for a visit that no longer holds its time (refund_due): it goes straight back. It was still
   * received, so it gets its receipt (and its refund a credit note); integrators hear only of the refund.
   */
  returning(tx: Db, payment: PaymentFact): Promise<void>;
  refunded(tx: Db, payment: PaymentFact): Promise<void>;
};

export const NO_PAYMENT_NOTICES: PaymentNotices = {
  paid: async () => {},
  returning: async () => {},
  refunded: async () => {},
};

/** Both notices, in order, in the same transaction (the documents first, so a webhook may tell of them). */
export const bothNotices = (first: PaymentNotices, second: PaymentNotices): PaymentNotices => ({
  paid: async (tx, fact) => {
    await first.paid(tx, fact);
    await second.paid(tx, fact);
  },
  returning: async (tx, fact) => {
    await first.returning(tx, fact);
    await second.returning(tx, fact);
  },
  refunded: async (tx, fact) => {
    await first.refunded(tx, fact);
    await second.refunded(tx, fact);
  },
});
