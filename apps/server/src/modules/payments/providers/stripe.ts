import { hmacHex, safeEqualHex } from '../signing';
import { CallbackRejected, type PaymentProvider, type VerifiedCallback } from './provider';

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
  metadata?: Record<string, string>;
};

/** Stripe Checkout for the popup flow: the card is typed on Stripe's page, never here. */
export function createStripeProvider(config: StripeConfig, deps: { now: () => Date; fetch?: typeof fetch }) {
  const doFetch = deps.fetch ?? fetch;
  const base = config.apiBase.replace(/\/$/, '');

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
      };
    },
  };
}
export type StripeProvider = ReturnType<typeof createStripeProvider>;
