import type { Db } from '../../db/client';

type PaymentFact = { tenantId: number; appointmentId: number; paymentId: number };

/** Told when money arrives for a visit or goes back, inside the transaction that records it (webhooks report it). */
export type PaymentNotices = {
  paid(tx: Db, payment: PaymentFact): Promise<void>;
  refunded(tx: Db, payment: PaymentFact): Promise<void>;
};

export const NO_PAYMENT_NOTICES: PaymentNotices = { paid: async () => {}, refunded: async () => {} };
