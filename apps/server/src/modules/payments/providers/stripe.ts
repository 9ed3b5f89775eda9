import Stripe from 'stripe';
import { CallbackRejected, type PaymentProvider, RefundRefused, type VerifiedCallback } from './provider';

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com; tests point it at a fake on 127.0.0.1. */
  apiBase: string;
  timeoutMs?: number;
};

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes. */
const MIN_SESSION_SECONDS = 30 * 60;
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

type SessionObject = Pick<Stripe.Checkout.Session, 'id' | 'payment_status' | 'amount_total' | 'metadata'> & {
  /** The PaymentIntent that took the money: its id, or the object when expanded. */
  payment_intent?: string | { id?: string } | null;
};

const intentIdOf = (session: Partial<SessionObject>) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? undefined);
/** Statuses of a refund that Stripe made (succeeded, or pending with the bank); failed and canceled are not. */
const REFUND_MADE = new Set(['succeeded', 'pending', 'requires_action']);

/** An error Stripe answered with an HTTP status; a request that got no answer has none. */
const answeredError = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && err.statusCode !== undefined ? err : undefined;

/** The SDK's client for one API base: no retries of its own (the refunds sweep retries), no telemetry. */
function stripeClient(config: StripeConfig, fetchFn: typeof fetch) {
  const base = new URL(config.apiBase);
  if (base.pathname !== '/' || base.search) throw new Error('STRIPE_API_BASE must be a bare origin');
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    maxNetworkRetries: 0,
    timeout: config.timeoutMs ?? 10_000,
    telemetry: false,
  });
}

/** The signing time Stripe-Signature names, read as the SDK reads it (its last t=). */
function signedAtSeconds(header: string): number {
  let t = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') t = Number.parseInt(value ?? '', 10);
  }
  return t;
}

/** Stripe Checkout for the popup flow: the card is typed on Stripe's page, never here. */
export function createStripeProvider(config: StripeConfig, deps: { now: () => Date; fetch?: typeof fetch }) {
  const stripe = stripeClient(config, deps.fetch ?? globalThis.fetch);

  /** The PaymentIntent of a Checkout Session, for payments whose webhook did not name it. */
  async function paymentIntentOf(sessionId: string): Promise<string> {
    const intent = intentIdOf(await stripe.checkout.sessions.retrieve(sessionId));
    if (!intent) throw new RefundRefused('the Checkout Session has no payment to refund');
    return intent;
  }

  const provider = {
    id: 'stripe',
    async createHostedSession(intent, ctx) {
      const nowSeconds = Math.floor(deps.now().getTime() / 1000);
      const metadata = {
        tenant_id: intent.tenantId,
        payment_id: intent.paymentId,
        appointment_id: intent.appointmentId,
      };
      const returnUrl = `${ctx.origin}/pay/return`;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: `${intent.tenantId}-${intent.paymentId}`,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: intent.currency.toLowerCase(),
                  unit_amount: intent.amountMinor,
                  product_data: { name: intent.description },
                },
              },
            ],
            metadata,
            payment_intent_data: { metadata },
            success_url: `${returnUrl}?result=success`,
            cancel_url: `${returnUrl}?result=cancel`,
            expires_at: nowSeconds + MIN_SESSION_SECONDS,
          },
          // A retried creation returns the same session instead of a second one.
          { idempotencyKey: `clinic-payment-${intent.tenantId}-${intent.paymentId}` },
        );
      } catch (err) {
        const answered = answeredError(err);
        if (!answered) throw err;
        throw new Error(
          `Stripe refused the checkout session (HTTP ${answered.statusCode}, ${answered.rawType ?? 'no type'})`,
          { cause: err },
        );
      }
      if (!session.id || !session.url) throw new Error('Stripe answered a checkout session without id or url');
      return { url: session.url, providerRef: session.id };
    },
    async expireHostedSession(providerRef) {
      try {
        await stripe.checkout.sessions.expire(providerRef);
      } catch (err) {
        // 400 means it is no longer open (completed or expired already): nothing left to close.
        if (answeredError(err)?.statusCode === 400) return;
        throw err;
      }
    },
    async refund(request) {
      const paymentIntent =
        request.chargeRef ?? (request.providerRef ? await paymentIntentOf(request.providerRef) : undefined);
      if (!paymentIntent) throw new RefundRefused('no Stripe payment to refund');
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountMinor,
            reason: 'requested_by_customer',
            metadata: { tenant_id: request.tenantId, payment_id: request.paymentId },
          },
          // Every attempt of this payment's refund is the same request: Stripe makes one refund at most.
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (err) {
        const answered = answeredError(err);
        // No answer (the connection failed or timed out): a later attempt may pass.
        if (!answered) throw err;
        if (answered.code === 'charge_already_refunded') {
          // Refunded already (by hand in Stripe's dashboard, or by an attempt whose answer was lost more than
          // the idempotency key's 24 hours ago): record that refund.
          const list = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 1 });
          const found = list.data[0]?.id;
          if (found) return { refundRef: found };
        }
        const status = answered.statusCode ?? 0;
        const reason = `Stripe refused the refund (HTTP ${status}, ${answered.code ?? answered.rawType ?? 'no code'})`;
        // Rate limits, conflicts and Stripe's own failures may pass; any other refusal will not.
        if (status === 429 || status === 409 || status >= 500) throw new Error(reason, { cause: err });
        throw new RefundRefused(reason);
      }
      if (!refund.id) throw new RefundRefused('Stripe answered a refund without id');
      if (!REFUND_MADE.has(refund.status ?? 'succeeded')) throw new RefundRefused(`Stripe refund ${refund.status}`);
      return { refundRef: refund.id };
    },
  } satisfies PaymentProvider;

  return {
    ...provider,
    /** Checks the Stripe-Signature header over the raw body and reads the event; throws CallbackRejected. */
    verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): VerifiedCallback {
      if (!signatureHeader) throw new CallbackRejected('missing Stripe-Signature');
      const nowMs = deps.now().getTime();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          nowMs,
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new CallbackRejected(`bad Stripe-Signature: ${err.message.split('\n')[0]}`);
        }
        if (err instanceof SyntaxError) throw new CallbackRejected('body is not JSON');
        throw err;
      }
      // The SDK refuses events signed too long ago; one signed too far ahead of our clock is refused here.
      if (signedAtSeconds(signatureHeader) - nowMs / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
        throw new CallbackRejected('timestamp outside tolerance');
      }

      const untrusted = event as { id?: unknown; type?: unknown; data?: { object?: Partial<SessionObject> } };
      if (typeof untrusted.id !== 'string') throw new CallbackRejected('event without id');
      const session = untrusted.data?.object ?? {};
      const outcome =
        (untrusted.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
        untrusted.type === 'checkout.session.async_payment_succeeded'
          ? 'paid'
          : untrusted.type === 'checkout.session.async_payment_failed' || untrusted.type === 'checkout.session.expired'
            ? 'failed'
            : undefined;
      if (!outcome) return { kind: 'ignored', eventId: untrusted.id };
      const tenantId = Number(session.metadata?.tenant_id);
      const paymentId = Number(session.metadata?.payment_id);
      if (!Number.isSafeInteger(tenantId) || !Number.isSafeInteger(paymentId) || tenantId <= 0 || paymentId <= 0) {
        throw new CallbackRejected('event without our metadata');
      }
      return {
        kind: 'outcome',
        eventId: untrusted.id,
        tenantId,
        paymentId,
        providerRef: session.id ?? null,
        outcome,
        ...(typeof session.amount_total === 'number' ? { amountMinor: session.amount_total } : {}),
        ...(intentIdOf(session) ? { chargeRef: intentIdOf(session)! } : {}),
      };
    },
  };
}
export type StripeProvider = ReturnType<typeof createStripeProvider>;
