import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
};
type Answer = { status: number; body: unknown } | 'drop';

/**
 * A fake of the parts of Stripe's HTTP API we call, on loopback, keeping what Stripe keeps: Checkout
 * Sessions, and refunds by PaymentIntent. Like Stripe it answers a repeated Idempotency-Key with the first
 * answer, and refuses a second refund of a PaymentIntent (charge_already_refunded). A test can put answers in
 * front of a path (a rate limit, a dropped connection), which are not kept, as Stripe keeps none for a
 * request it did not execute.
 */
export async function startStripeFake() {
  const requests: StripeRequest[] = [];
  const upfront = new Map<string, Answer[]>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const refunds: Array<{ id: string; payment_intent: string; amount: number }> = [];
  let counter = 0;

  function execute(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      counter += 1;
      return {
        status: 200,
        body: { id: `cs_fake_${counter}`, url: `https://checkout.stripe.test/c/pay/cs_fake_${counter}` },
      };
    }
    if (method === 'POST' && session?.[2]) return { status: 200, body: { id: session[1], status: 'expired' } };
    if (method === 'GET' && session) {
      return {
        status: 200,
        body: { id: session[1], object: 'checkout.session', payment_intent: `pi_of_${session[1]}` },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = form.payment_intent ?? '';
      if (refunds.some((r) => r.payment_intent === intent)) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'refunded' } },
        };
      }
      counter += 1;
      const refund = { id: `re_fake_${counter}`, payment_intent: intent, amount: Number(form.amount) };
      refunds.push(refund);
      return { status: 200, body: { ...refund, object: 'refund', status: 'succeeded' } };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      return {
        status: 200,
        body: { object: 'list', data: refunds.filter((r) => r.payment_intent === form.payment_intent) },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'no such route' } } };
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : raw));
      requests.push({ method, path: url.pathname, headers: req.headers, form });
      const key = `${method} ${url.pathname}`;
      const early = upfront.get(key)?.shift();
      if (early === 'drop') return void req.socket.destroy();
      let answer = early;
      if (!answer) {
        const idempotencyKey = req.headers['idempotency-key'];
        const kept = typeof idempotencyKey === 'string' ? answered.get(`${key} ${idempotencyKey}`) : undefined;
        answer = kept ?? execute(method, url.pathname, form);
        if (typeof idempotencyKey === 'string') answered.set(`${key} ${idempotencyKey}`, answer);
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Refunds Stripe made, oldest first. */
    refunds,
    /** Answers the next requests to `METHOD /path` with these, before Stripe would execute them. */
    answerFirst(route: string, ...answers: Answer[]) {
      upfront.set(route, [...(upfront.get(route) ?? []), ...answers]);
    },
    requestsTo: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
