import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CallbackRejected } from './provider';
import { createStripeProvider, toStripeForm } from './stripe';

const SECRET = 'whsec_unit';
const now = new Date('2026-12-01T08:00:00Z');
const stripe = createStripeProvider(
  { secretKey: 'sk_unit', webhookSecret: SECRET, apiBase: 'http://127.0.0.1:1' },
  { now: () => now },
);
const sign = (raw: string, t: number, secret = SECRET) =>
  `v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
const seconds = Math.floor(now.getTime() / 1000);
const event = JSON.stringify({
  id: 'evt_1',
  type: 'checkout.session.completed',
  data: {
    object: { id: 'cs_1', payment_status: 'paid', amount_total: 500, metadata: { tenant_id: '3', payment_id: '9' } },
  },
});

describe('toStripeForm', () => {
  it('encodes nested objects and arrays the way Stripe reads them', () => {
    const form = toStripeForm({ a: 1, b: { c: 'x', d: [{ e: 2 }] }, skip: undefined });
    expect(form.toString()).toBe('a=1&b%5Bc%5D=x&b%5Bd%5D%5B0%5D%5Be%5D=2');
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
    const v0 = `t=${seconds},v0=${createHmac('sha256', SECRET).update(`${seconds}.${event}`).digest('hex')}`;
    for (const header of [undefined, '', v0, `t=${seconds},${sign(event.replace('500', '5'), seconds)}`]) {
      expect(() => stripe.verifyWebhook(Buffer.from(event), header)).toThrow(CallbackRejected);
    }
  });
});
