/** The payments module's settings (config.ts reads them from the environment). */
export type PaymentsConfig = {
  /** Key of the HMAC on sandbox payment-page links; the same value on every process (a random one if unset). */
  signingSecret: string | undefined;
  /** The built-in test company; off in production unless PAYMENT_SANDBOX=true. */
  sandboxEnabled: boolean;
  /** How often the background sweeps expire unpaid holds and retry owed refunds; 0 turns them off. */
  sweepSeconds: number;
  /** Refund attempts of one payment before it is left refund_failed for the clinic. */
  refundMaxAttempts: number;
  stripe: { secretKey: string; webhookSecret: string; apiBase: string } | undefined;
};
