import { hmacHex, safeEqualHex } from '../signing';
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

/** Stripe's form encoding of nested parameters: a[b][c]=v. */
export function toStripeForm(params: Record<string, unknown>, prefix = ''): URLSearchParams {
  const out = new URLSearchParams();
  const walk = (value: unknown, key: string) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${key}[${i}]`));
    else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, key ? `${key}[${k}]` : k);
    } else out.append(key, String(value));
  };
  walk(params, prefix);
  return out;
}

type StripeSessionObject = {
  id?: string;
  payment_status?: string;
  amount_total?: number;
  /** The PaymentIntent that took the money: its id, or the object when expanded. */
  payment_intent?: string | { id?: string } | null;
  metadata?: Record<string, string>;
};
type StripeError = { error?: { type?: string; code?: string } };
type StripeRefundObject = { id?: string; status?: string };

const intentIdOf = (session: StripeSessionObject) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? undefined);
/** Statuses of a refund that Stripe made (succeeded, or pending with the bank); failed and canceled are not. */
const REFUND_MADE = new Set(['succeeded', 'pending', 'requires_action']);

/** Stripe Checkout for the popup flow: the card is typed on Stripe's page, never here. */
export function createStripeProvider(config: StripeConfig, deps: { now: () => Date; fetch?: typeof fetch }) {
  const doFetch = deps.fetch ?? fetch;
  const base = config.apiBase.replace(/\/$/, '');
  const auth = { authorization: `Bearer ${config.secretKey}` };
  const timeout = () => AbortSignal.timeout(config.timeoutMs ?? 10_000);
  const getJson = async <T>(path: string): Promise<T> => {
    const res = await doFetch(`${base}${path}`, { headers: auth, signal: timeout() });
    if (!res.ok) throw new Error(`Stripe answered HTTP ${res.status} to GET ${path.split('?')[0]}`);
    return (await res.json()) as T;
  };

  /** The PaymentIntent of a Checkout Session, for payments whose webhook did not name it. */
  async function paymentIntentOf(sessionId: string): Promise<string> {
    const session = await getJson<StripeSessionObject>(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}`);
    const intent = intentIdOf(session);
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
      const form = toStripeForm({
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
      });
      const res = await doFetch(`${base}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          // A retried creation returns the same session instead of a second one.
          'idempotency-key': `clinic-payment-${intent.tenantId}-${intent.paymentId}`,
        },
        body: form.toString(),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; url?: string; error?: { type?: string } };
      if (!res.ok || !body.id || !body.url) {
        throw new Error(`Stripe refused the checkout session (HTTP ${res.status}, ${body.error?.type ?? 'no type'})`);
      }
      return { url: body.url, providerRef: body.id };
    },
    async expireHostedSession(providerRef) {
      const res = await doFetch(`${base}/v1/checkout/sessions/${encodeURIComponent(providerRef)}/expire`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.secretKey}` },
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      // 400 means it is no longer open (completed or expired already): nothing left to close.
      if (!res.ok && res.status !== 400) throw new Error(`Stripe did not expire the session (HTTP ${res.status})`);
    },
    async refund(request) {
      const paymentIntent =
        request.chargeRef ?? (request.providerRef ? await paymentIntentOf(request.providerRef) : undefined);
      if (!paymentIntent) throw new RefundRefused('no Stripe payment to refund');
      const res = await doFetch(`${base}/v1/refunds`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/x-www-form-urlencoded',
          // Every attempt of this payment's refund is the same request: Stripe makes one refund at most.
          'idempotency-key': request.idempotencyKey,
        },
        body: toStripeForm({
          payment_intent: paymentIntent,
          amount: request.amountMinor,
          reason: 'requested_by_customer',
          metadata: { tenant_id: request.tenantId, payment_id: request.paymentId },
        }).toString(),
        signal: timeout(),
      });
      const body = (await res.json().catch(() => ({}))) as StripeRefundObject & StripeError;
      if (res.ok && body.id) {
        if (!REFUND_MADE.has(body.status ?? 'succeeded')) throw new RefundRefused(`Stripe refund ${body.status}`);
        return { refundRef: body.id };
      }
      if (body.error?.code === 'charge_already_refunded') {
        // Refunded already (by hand in Stripe's dashboard, or by an attempt whose answer was lost more than
        // the idempotency key's 24 hours ago): record that refund.
        const list = await getJson<{ data?: StripeRefundObject[] }>(
          `/v1/refunds?payment_intent=${encodeURIComponent(paymentIntent)}&limit=1`,
        );
        const found = list.data?.[0]?.id;
        if (found) return { refundRef: found };
      }
      const reason = `Stripe refused the refund (HTTP ${res.status}, ${body.error?.code ?? body.error?.type ?? 'no code'})`;
      // Rate limits, conflicts and Stripe's own failures may pass; any other refusal will not.
      if (res.status === 429 || res.status === 409 || res.status >= 500) throw new Error(reason);
      throw new RefundRefused(reason);
    },
  } satisfies PaymentProvider;

  return {
    ...provider,
    /** Checks the Stripe-Signature header over the raw body and reads the event; throws CallbackRejected. */
    verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): VerifiedCallback {
      if (!signatureHeader) throw new CallbackRejected('missing Stripe-Signature');
      const parts = signatureHeader.split(',').map((p) => p.trim().split('=') as [string, string | undefined]);
      const t = parts.find(([k]) => k === 't')?.[1];
      const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
      if (!t || !/^\d+$/.test(t) || signatures.length === 0) throw new CallbackRejected('malformed Stripe-Signature');
      const expected = hmacHex(config.webhookSecret, `${t}.${rawBody.toString('utf8')}`);
      if (!signatures.some((s) => safeEqualHex(s, expected))) throw new CallbackRejected('signature mismatch');
      const age = Math.abs(deps.now().getTime() / 1000 - Number(t));
      if (age > SIGNATURE_TOLERANCE_SECONDS) throw new CallbackRejected('timestamp outside tolerance');

      let event: { id?: string; type?: string; data?: { object?: StripeSessionObject } };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new CallbackRejected('body is not JSON');
      }
      if (typeof event.id !== 'string') throw new CallbackRejected('event without id');
      const session = event.data?.object ?? {};
      const outcome =
        (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
        event.type === 'checkout.session.async_payment_succeeded'
          ? 'paid'
          : event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired'
            ? 'failed'
            : undefined;
      if (!outcome) return { kind: 'ignored', eventId: event.id };
      const tenantId = Number(session.metadata?.tenant_id);
      const paymentId = Number(session.metadata?.payment_id);
      if (!Number.isSafeInteger(tenantId) || !Number.isSafeInteger(paymentId) || tenantId <= 0 || paymentId <= 0) {
        throw new CallbackRejected('event without our metadata');
      }
      return {
        kind: 'outcome',
        eventId: event.id,
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
