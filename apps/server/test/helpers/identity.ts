import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A unique, valid Israeli mobile number as the wire sends it (dial code + national number, digits). */
export const uniquePhone = () => `97250${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

export const registration = { name: 'Noa Levi', age: 34, gender: 'female', email: 'noa@example.com' };

/** Registration tickets send_otp answered, as each browser keeps them: by tenant, address and phone. */
const tickets = new Map<string, string>();

/** Identity calls as one browser at `remoteAddress` makes them, bringing back its own registration tickets. */
export function identityClient(app: FastifyInstance, tenantToken: string, remoteAddress = '127.0.0.1') {
  const ticketKey = (phone: unknown) => `${tenantToken}/${remoteAddress}/${String(phone)}`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress,
      headers: { 'x-tenant-token': tenantToken, ...headers },
    });
  const client = {
    sendOtp: async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const res = await post('/api/bull36/send_otp', body, headers);
      const ticket =
        res.statusCode === 200 ? (res.json() as { registration_ticket?: string }).registration_ticket : undefined;
      if (ticket) tickets.set(ticketKey(body.phone), ticket);
      return res;
    },
    verifyOtp: (phone: string, otp: string) => {
      const ticket = tickets.get(ticketKey(phone));
      return post('/api/bull36/verify_otp', { phone, otp, ...(ticket ? { registration_ticket: ticket } : {}) });
    },
    logout: (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/bull36/logout',
        remoteAddress,
        headers: { 'x-tenant-token': tenantToken, authorization: `Bearer ${token}` },
      }),
    outbox: async (phone: string) =>
      (await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })).json() as {
        to: string;
        text: string;
        code: string;
        sent_at: string;
      }[],
    /** The newest code (confirmations and reminders share the outbox). */
    latestCode: async (phone: string) => (await client.outbox(phone)).find((m) => m.code)!.code,
    /** Registers (or reuses) the customer and logs in; answers the verify body. */
    login: async (phone: string) => {
      const sent = await client.sendOtp({ phone, not_exist: 1, ...registration });
      if (sent.statusCode !== 200) throw new Error(`send_otp failed: ${sent.body}`);
      const verified = await client.verifyOtp(phone, await client.latestCode(phone));
      if (verified.statusCode !== 200) throw new Error(`verify_otp failed: ${verified.body}`);
      return verified.json() as { token: string; cust_id: number; customer_data: Record<string, unknown> };
    },
  };
  return client;
}
