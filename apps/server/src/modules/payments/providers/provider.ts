import type { CardDetails } from '../card';

/** What the service tells a provider about the payment it is taking. */
export type PaymentIntent = {
  tenantId: number;
  paymentId: number;
  appointmentId: number;
  amountMinor: number;
  currency: string;
  description: string;
};

export type CardChargeResult =
  { outcome: 'succeeded'; providerRef: string } | { outcome: 'declined'; providerRef: string | null; reason: string };

export type HostedSession = { url: string; providerRef: string };

/** What the service tells a provider about money to return: one whole payment, under one idempotency key. */
export type RefundRequest = {
  tenantId: number;
  paymentId: number;
  amountMinor: number;
  currency: string;
  providerRef: string | null;
  chargeRef: string | null;
  /** The same for every attempt of this payment's refund, so the provider makes at most one. */
  idempotencyKey: string;
};

/**
 * A provider callback after its signature was checked: which payment it is about and what happened.
 * `ignored` callbacks (events we do not act on) are acknowledged and not recorded.
 */
export type VerifiedCallback =
  | {
      kind: 'outcome';
      eventId: string;
      tenantId: number;
      paymentId: number;
      providerRef: string | null;
      outcome: 'paid' | 'failed';
      /** The amount the provider took, when it says; checked against the payment. */
      amountMinor?: number;
      /** The provider's id of the money taken, when it differs from providerRef (what a refund names). */
      chargeRef?: string;
    }
  | { kind: 'ignored'; eventId: string };

/**
 * One interface for every payment company. A provider implements the capabilities it has:
 * a direct card charge (the card never leaves this request), a hosted page for the popup flow,
 * and verification of its callbacks.
 */
export interface PaymentProvider {
  /** The id a treatment names in force_paymnent_company / payment_company. */
  readonly id: string;
  chargeCard?(intent: PaymentIntent, card: CardDetails): Promise<CardChargeResult>;
  createHostedSession?(
    intent: PaymentIntent,
    ctx: { origin: string; holdExpiresAt: Date | null },
  ): Promise<HostedSession>;
  /** Closes a hosted page that must not take money any more (the hold expired, a newer window replaced it). */
  expireHostedSession?(providerRef: string): Promise<void>;
  /**
   * Returns a payment's money; answers the provider's refund id. Asked again with the same idempotency key
   * it answers the same refund and returns nothing twice. Throws RefundRefused when trying again cannot help,
   * anything else when it may (the attempt is retried later).
   */
  refund?(request: RefundRequest): Promise<{ refundRef: string }>;
}

export class RefundRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RefundRefused';
  }
}

export class CallbackRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CallbackRejected';
  }
}
