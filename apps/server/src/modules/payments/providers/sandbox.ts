import { randomUUID } from 'node:crypto';
import { hmacHex, safeEqualHex } from '../signing';
import { CallbackRejected, type PaymentProvider, type VerifiedCallback } from './provider';

export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_SUCCESS_CARD = '4242424242424242';

const pagePayload = (tenantId: number, paymentId: number) => `sandbox-page:${tenantId}:${paymentId}`;

/**
 * The built-in test company: cards are charged in memory (4000000000000002 is declined, any other valid
 * card succeeds) and the popup flow gets a payment page served by this server, with Pay and Decline.
 */
export function createSandboxProvider(deps: { signingSecret: string }) {
  const { signingSecret } = deps;
  const sign = (tenantId: number, paymentId: number) => hmacHex(signingSecret, pagePayload(tenantId, paymentId));

  const provider = {
    id: 'sandbox',
    async chargeCard(_intent, card) {
      const providerRef = `sbx_${randomUUID()}`;
      if (card.number === SANDBOX_DECLINED_CARD) return { outcome: 'declined', providerRef, reason: 'card_declined' };
      return { outcome: 'succeeded', providerRef };
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
