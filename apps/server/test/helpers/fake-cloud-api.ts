import { createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the fake API took: its body, and the visit and row it names. */
export type TakenMessage = {
  to: string;
  template: string | undefined;
  /** The visit its Confirm button names, if any. */
  appointmentId: number | undefined;
  /** Our reference (`tenantId.messageId`), echoed in statuses. */
  reference: string | undefined;
  at: number;
  /** When the API wrote its answer (after its delay). */
  answeredAt?: number;
};

const MAX_STATUS_POSTS = 3_000;

/**
 * A WhatsApp Cloud API on 127.0.0.1 for tests and benchmarks: takes POST …/messages, answers a message id after
 * `delayMs`, and (like Meta) posts a signed `sent` status of each message it took to the webhook, retrying until
 * the webhook answers 200 (bounded), whether or not the sender was still there to read the answer.
 */
export async function startFakeCloudApi(options: {
  delayMs?: number;
  /** Where statuses go (the live server's webhook), and the app secret that signs them; none: no statuses. */
  statuses?: { webhook: () => string | undefined; secret: string };
}) {
  const taken: TakenMessage[] = [];
  let pending: { id: string; to: string; reference: string | undefined }[] = [];
  let stopped = false;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as {
        to: string;
        biz_opaque_callback_data?: string;
        template?: { name: string; components: { sub_type?: string; parameters: { payload?: string }[] }[] };
      };
      const confirm = body.template?.components.find((c) => c.sub_type === 'quick_reply')?.parameters[0]?.payload;
      taken.push({
        to: body.to,
        template: body.template?.name,
        appointmentId: confirm ? Number(confirm.split(':')[1]) : undefined,
        reference: body.biz_opaque_callback_data,
        at: Date.now(),
      });
      const id = `wamid.fake-${taken.length}`;
      // Taken: Meta sends it and reports it, even if the sender dies before reading the answer.
      if (options.statuses) pending.push({ id, to: body.to, reference: body.biz_opaque_callback_data });
      const message = taken[taken.length - 1]!;
      setTimeout(() => {
        message.answeredAt = Date.now();
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages: [{ id }] }));
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** Posts the statuses taken so far in one signed webhook body; keeps them when the webhook is not there. */
  async function postStatuses() {
    const target = options.statuses?.webhook();
    if (!options.statuses || !target || pending.length === 0) return;
    const batch = pending;
    pending = [];
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: 'PN' },
                statuses: batch.map((s) => ({
                  id: s.id,
                  status: 'sent',
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: s.to,
                  ...(s.reference ? { biz_opaque_callback_data: s.reference } : {}),
                })),
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', options.statuses.secret).update(payload).digest('hex')}`;
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: payload,
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(String(res.status));
    } catch {
      pending.unshift(...batch);
    }
  }
  const statusLoop = (async () => {
    for (let i = 0; i < MAX_STATUS_POSTS && !stopped; i++) {
      await postStatuses();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    taken,
    /** Messages taken before `at` and answered after it: in flight then (a sender killed at `at` never read them). */
    inFlightAt: (at: number) => taken.filter((m) => m.at < at && (m.answeredAt ?? Infinity) > at).length,
    /** Statuses not yet taken by a webhook. */
    statusesPending: () => pending.length,
    async close() {
      stopped = true;
      await statusLoop;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type FakeCloudApi = Awaited<ReturnType<typeof startFakeCloudApi>>;
