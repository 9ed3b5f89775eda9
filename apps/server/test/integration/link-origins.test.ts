import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Links no request may choose lead to PUBLIC_URL, else to this machine's address: a staff invitation (issue 49: it
// took the owner's Host) and a link a job sends (WhatsApp). No request's Host ever reaches another request's link
// (issue #31: a forged Host poisoned 12 of 40 invitation links).

const clock = testClock('2026-12-01T06:00:00Z');
const PORT = 4321;
let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let ownerToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildTestApp(database, { now: clock.now, config: { publicUrl: undefined, port: PORT } });
  await addStaff(database.db, tenant, { email: 'owner@clinic.example', role: 'owner' });
  ownerToken = (await staffClient(app, tenant.key, 'owner@clinic.example')).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const HOSTS = ['clinic.example', 'evil.example'];

const invite = (target: FastifyInstance, token: string, email: string, headers: Record<string, string>) =>
  target.inject({
    method: 'POST',
    url: '/api/staff/invitations',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { email, role: 'reception' },
  });

describe('links without PUBLIC_URL', () => {
  it('40 invitations at once, half with a forged Host or X-Forwarded-Host, all lead to this machine', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const host = HOSTS[i % 2]!;
        const res = await invite(app, ownerToken, `invitee${i}@clinic.example`, {
          host,
          'x-forwarded-host': host,
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { link: string }).link;
      }),
    );
    for (const link of answers) {
      expect(new URL(link).origin).toBe(`http://127.0.0.1:${PORT}`);
      expect(link).not.toContain('evil.example');
    }
  });

  it('a WhatsApp link sent by a job leads to this machine, whatever Host the requests around it carried', async () => {
    const patient: TestCustomer = await createCustomerSession(database.db, tenant, clock.now());
    const forged = Array.from({ length: 20 }, () =>
      app.inject({ method: 'GET', url: `/api/config?user=${tenant.key}`, headers: { host: 'evil.example' } }),
    );
    const booked = app.inject({
      method: 'POST',
      url: '/api/bull36/create_appointment',
      headers: { ...patient.headers, host: 'evil.example' },
      payload: { branch: 38, date: '2026-12-02', start_time: '10:00', end_time: '10:00', appointments_type_id: 11 },
    });
    const [res] = await Promise.all([booked, ...forged]);
    expect(res.statusCode, res.body).toBe(200);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'GET', url: `/api/config?user=${tenant.key}`, headers: { host: 'evil.example' } }),
      ),
    );
    const [confirmation] = await outboxWith(
      app,
      await phoneOf(database.db, tenant.id, patient.customerId),
      'confirmation',
    );
    expect(confirmation!.text).toContain(`http://127.0.0.1:${PORT}/${tenant.key}/my_appointments`);
    expect(confirmation!.text).not.toContain('evil.example');
  });
});

describe('links with PUBLIC_URL', () => {
  it("an invitation leads to PUBLIC_URL whatever Host the owner's request carries", async () => {
    const published = await buildTestApp(database, {
      now: clock.now,
      config: { publicUrl: 'https://clinic.example', port: PORT },
    });
    try {
      const token = (await staffClient(published, tenant.key, 'owner@clinic.example')).token;
      const res = await invite(published, token, 'forged-host@clinic.example', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { link: string }).link).toMatch(
        new RegExp(`^https://clinic\\.example/${tenant.key}/staff#invitation=inv_`),
      );
    } finally {
      await published.close();
    }
  });
});
