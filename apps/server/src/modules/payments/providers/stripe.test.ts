import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { CallbackRejected } from './provider';
import { createStripeProvider } from './stripe';

const SECRET = 'whsec_unit';
const now = new Date('2026-12-01T08:00:00Z');
const stripe = createStripeProvider(
  { secretKey: 'sk_unit', webhookSecret: SECRET, apiBase: 'http://127.0.0.1:1' },
  { now: () => now },
);
/** The v1 part of the header Stripe would send for this body, signed at t. */
const sign = (raw: string, t: number, secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload: raw, secret, timestamp: t }).replace(/^t=\d+,/, '');
const seconds = Math.floor(now.getTime() / 1000);
const event = JSON.stringify({
  id: 'evt_1',
  type: 'checkout.session.completed',
  data: {
    object: { id: 'cs_1', payment_status: 'paid', amount_total: 500, metadata: { tenant_id: '3', payment_id: '9' } },
  },
});

describe('the requests Stripe receives', () => {
  it('encodes nested objects and arrays the way Stripe reads them', async () => {
    const bodies: string[] = [];
    const recording = createStripeProvider(
      { secretKey: 'sk_unit', webhookSecret: SECRET, apiBase: 'http://127.0.0.1:1' },
      {
        now: () => now,
        fetch: async (_url, init) => {
          bodies.push(String(init?.body));
          return Response.json({ id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.test/cs_1' });
        },
      },
    );
    const intent = { tenantId: 3, paymentId: 9, appointmentId: 4, amountMinor: 500, currency: 'ILS', description: 'X' };
    await recording.createHostedSession(intent, { origin: 'https://clinic.test', holdExpiresAt: null });
    const form = new URLSearchParams(bodies[0]);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('500');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('X');
    expect(form.get('payment_intent_data[metadata][payment_id]')).toBe('9');
  });
});

describe('test signatures', () => {
  it('are the HMAC-SHA256 of "t.body" that Stripe documents', () => {
    const v1 = createHmac('sha256', SECRET).update(`${seconds}.${event}`).digest('hex');
    expect(sign(event, seconds)).toBe(`v1=${v1}`);
  });
});

describe('verifyWebhook', () => {
  it('reads a signed event', () => {
    expect(stripe.verifyWebhook(Buffer.from(event), `t=${seconds},${sign(event, seconds)}`)).toEqual({
      kind: 'outcome',
      eventId: 'evt_1',
      tenantId: 3,
      paymentId: 9,
      providerRef: 'cs_1',
      outcome: 'paid',
      amountMinor: 500,
    });
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const header = `t=${seconds},${sign(event, seconds, 'whsec_old')},${sign(event, seconds)}`;
    expect(stripe.verifyWebhook(Buffer.from(event), header).eventId).toBe('evt_1');
  });

  it('allows five minutes of clock difference and no more', () => {
    for (const t of [seconds - 300, seconds + 300]) {
      expect(() => stripe.verifyWebhook(Buffer.from(event), `t=${t},${sign(event, t)}`)).not.toThrow();
    }
    for (const t of [seconds - 301, seconds + 301]) {
      expect(() => stripe.verifyWebhook(Buffer.from(event), `t=${t},${sign(event, t)}`)).toThrow(CallbackRejected);
    }
  });

  it('refuses unsigned, v0-only and tampered events', () => {
    const v0 = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: SECRET,
      timestamp: seconds,
      scheme: 'v0',
    });
    for (const header of [undefined, '', v0, `t=${seconds},${sign(event.replace('500', '5'), seconds)}`]) {
      expect(() => stripe.verifyWebhook(Buffer.from(event), header)).toThrow(CallbackRejected);
    }
  });
});
