import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { type Database, openPostgres } from '../../src/db/client';
import { clinicDocumentRows } from '../helpers/document-rows';
import { createTenant } from '../helpers/factories';
import { createCustomerSession, insertAppointment } from '../helpers/payment-fixtures';
import { addStaff, staffCalls, staffClient } from '../helpers/staff';
import { createTestDatabase } from '../helpers/test-db';

const NOW = new Date('2026-12-01T08:00:00Z');
const PAYMENTS = 36;
const render = async () => new Uint8Array();

let database: Database & { url?: string };
let second: Database | undefined;
let apps: FastifyInstance[];
let tenant: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  const config = testConfig({ payments: { ...testConfig().payments, sweepSeconds: 0 } });
  // On PostgreSQL the second app has its own pool, as a second server process would.
  second = database.url ? openPostgres(database.url) : undefined;
  apps = [
    await buildApp({ config, database, now: () => NOW, renderPdf: render }),
    await buildApp({ config, database: second ?? database, now: () => NOW, renderPdf: render }),
  ];
  await addStaff(database.db, tenant, { email: 'desk@numbers.example', role: 'reception' });
}, 60_000);
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  await second?.close();
  await database?.close();
});

describe('numbering under concurrency', () => {
  it(`${PAYMENTS} desk payments at once, on two servers, get receipts 1..${PAYMENTS}: no gap, no duplicate`, async () => {
    const desk = await staffClient(apps[0]!, tenant.key, 'desk@numbers.example');
    const desks = apps.map((app) => staffCalls(app, desk.token));
    const patient = await createCustomerSession(database.db, tenant, NOW);
    const visits = [];
    for (let i = 0; i < PAYMENTS; i++) {
      visits.push(
        await insertAppointment(database.db, {
          tenantId: tenant.id,
          customerId: patient.customerId,
          treatmentId: 10,
          startsAt: new Date(Date.UTC(2026, 11, 2 + Math.floor(i / 8), 6 + (i % 8))),
          minutes: 5,
          // The Checkup's price, paid in full by one payment.
          priceMinor: 12_000,
        }),
      );
    }
    // A second payment of one visit, among them, is refused and leaves no number behind.
    const answers = await Promise.all([
      ...visits.map((visit, i) =>
        desks[i % 2]!.post(`/api/staff/visits/${visit.id}/payments`, { amount: 120, method: i % 3 ? 'card' : 'cash' }),
      ),
      desks[1]!.post(`/api/staff/visits/${visits[5]!.id}/payments`, { amount: 120, method: 'cash' }),
    ]);
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(PAYMENTS);
    expect(codes.filter((c) => c !== 200)).toEqual([409]);
    const issued = await clinicDocumentRows(database.db, tenant.id);
    expect(issued.map((d) => d.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: PAYMENTS }, (_, i) => i + 1),
    );
    expect(new Set(issued.map((d) => d.paymentId)).size).toBe(PAYMENTS);
    expect(issued.every((d) => d.type === 'receipt')).toBe(true);
  }, 120_000);
});
