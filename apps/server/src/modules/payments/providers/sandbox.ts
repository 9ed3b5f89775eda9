import { randomUUID } from 'node:crypto';
import { hmacHex, safeEqualHex } from '../signing';
import { CallbackRejected, type PaymentProvider, type RefundRequest, type VerifiedCallback } from './provider';

export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** Charged like any card; every refund of it fails (as Stripe's test card of the same number). */
export const SANDBOX_REFUND_FAILS_CARD = '4000000000005126';
const REFUND_FAILS_PREFIX = 'sbx_norefund_';

export type SandboxRefund = RefundRequest & { refundRef: string };

const pagePayload = (tenantId: number, paymentId: number) => `sandbox-page:${tenantId}:${paymentId}`;

/**
 * The built-in test company: cards are charged in memory (4000000000000002 is declined, any other valid
 * card succeeds) and the popup flow gets a payment page served by this server, with Pay and Decline.
 */
export function createSandboxProvider(deps: { signingSecret: string }) {
  const { signingSecret } = deps;
  const sign = (tenantId: number, paymentId: number) => hmacHex(signingSecret, pagePayload(tenantId, paymentId));
  /** Refunds made, by idempotency key: in memory, as the sandbox's charges are (no money moves). */
  const refunds = new Map<string, SandboxRefund>();

  const provider = {
    id: 'sandbox',
    async chargeCard(_intent, card) {
      if (card.number === SANDBOX_DECLINED_CARD) {
        return { outcome: 'declined', providerRef: `sbx_${randomUUID()}`, reason: 'card_declined' };
      }
      const prefix = card.number === SANDBOX_REFUND_FAILS_CARD ? REFUND_FAILS_PREFIX : 'sbx_';
      return { outcome: 'succeeded', providerRef: `${prefix}${randomUUID()}` };
    },
    async refund(request) {
      const made = refunds.get(request.idempotencyKey);
      if (made) return { refundRef: made.refundRef };
      if (request.providerRef?.startsWith(REFUND_FAILS_PREFIX)) {
        throw new Error('sandbox: refunds of this test card fail');
      }
      const refundRef = `sbx_re_${randomUUID()}`;
      refunds.set(request.idempotencyKey, { ...request, refundRef });
      return { refundRef };
    },
    async createHostedSession(intent, ctx) {
      const sig = sign(intent.tenantId, intent.paymentId);
      return {
        url: `${ctx.origin}/pay/sandbox/${intent.tenantId}/${intent.paymentId}?sig=${sig}`,
        providerRef: `sbx_page_${intent.paymentId}`,
      };
    },
  } satisfies PaymentProvider;

  return {
    ...provider,
    /** The refunds this sandbox made, oldest first. */
    refundsMade: (): SandboxRefund[] => [...refunds.values()],
    /** Whether a link to the page (and its forms) was made by this server. */
    pageSignatureValid: (tenantId: number, paymentId: number, sig: string) =>
      safeEqualHex(sig, sign(tenantId, paymentId)),
    /** The Pay / Decline form post, checked like any provider's callback. */
    verifyCallback(input: { tenantId: number; paymentId: number; sig: string; action: string }): VerifiedCallback {
      if (!safeEqualHex(input.sig, sign(input.tenantId, input.paymentId))) {
        throw new CallbackRejected('bad signature');
      }
      if (input.action !== 'pay' && input.action !== 'decline') throw new CallbackRejected('unknown action');
      return {
        kind: 'outcome',
        eventId: `${input.tenantId}:${input.paymentId}:${input.action}`,
        tenantId: input.tenantId,
        paymentId: input.paymentId,
        providerRef: `sbx_page_${input.paymentId}`,
        outcome: input.action === 'pay' ? 'paid' : 'failed',
      };
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
