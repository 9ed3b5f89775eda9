import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { seedVisitsAt } from '../helpers/due-visits';
import { type FakeCloudApi, startFakeCloudApi } from '../helpers/fake-cloud-api';
import { createTenant } from '../helpers/factories';
import { eventually } from '../helpers/messaging';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { rowsOf } from '../../src/db/rows';

/**
 * A server process is killed (SIGKILL) while hundreds of reminders are due and going out to a fake WhatsApp Cloud
 * API on 127.0.0.1, some of them half-sent (the API took them, the answer never reached the process). After a
 * restart every reminder has reached the API exactly once. PostgreSQL only (real processes on one database).
 */
const pgTemplate = inject('pgTemplate');
const VISITS = 600;
const SECRET = 'sigkill-test-app-secret';

describe.skipIf(!pgTemplate)('a server killed while messages are due (PostgreSQL)', () => {
  let admin: pg.Client;
  let dbName: string;
  let url: string;
  let database: Database;
  let api: FakeCloudApi;
  let live: ServerProcess | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const { serverUrl, template } = pgTemplate!;
    dbName = `clinic_kill_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
    database = openPostgres(url, 2);
    // Slow answers keep sends in flight at any moment, so the kill lands in the middle of some.
    api = await startFakeCloudApi({
      delayMs: 100,
      statuses: {
        webhook: () => (live ? `http://127.0.0.1:${live.port}/api/whatsapp/webhook` : undefined),
        secret: SECRET,
      },
    });
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await api?.close();
    await database?.close();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  const start = async () => {
    live = await startServerProcess({
      DATABASE_URL: url,
      WHATSAPP_PROVIDER: 'whatsapp-cloud',
      WHATSAPP_CLOUD_URL: api.url,
      WHATSAPP_CLOUD_TOKEN: 'token',
      WHATSAPP_CLOUD_PHONE_NUMBER_ID: 'PN1',
      WHATSAPP_APP_SECRET: SECRET,
      REMINDER_SWEEP_SECONDS: '1',
      MESSAGE_HOLD_SECONDS: '5',
      MESSAGE_STATUS_WAIT_SECONDS: '30',
      MESSAGE_RETRY_DELAY_SECONDS: '1',
      MESSAGE_RETRY_LIMIT: '12',
    });
    servers.push(live);
    return live;
  };

  it('loses no reminder and sends none twice after a restart', async () => {
    const tenant = await createTenant(database.db);
    // Visits in 23 hours, booked two days ago: each one's 24-hour reminder is due now.
    const now = Date.now();
    const visits = await seedVisitsAt(database.db, {
      tenantId: tenant.id,
      count: VISITS,
      startsAt: new Date(now + 23 * 3_600_000),
      bookedAt: new Date(now - 48 * 3_600_000),
    });

    const first = await start();
    // Sends go out a batch at a time: the kill waits for a moment some are in flight (not between two batches).
    await eventually(async () => api.taken.length >= 20 && api.inFlightAt(Date.now()) > 0, 60_000);
    await first.kill();
    const killedAt = Date.now();
    live = undefined;
    expect(api.taken.length).toBeLessThan(VISITS);
    // Some sends were half done: the API had them, the dead process never read the answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.inFlightAt(killedAt)).toBeGreaterThan(0);

    await start();
    // Done when every reminder is sent and the queue holds no job that could still send.
    await eventually(async () => {
      const [row] = rowsOf<{ unsent: string | number; open: string | number }>(
        await database.db.execute(sql`
          select (select count(*) from outbound_messages where kind = 'reminder' and status <> 'sent') as unsent,
                 (select count(*) from pgboss.job where name = 'whatsapp-send'
                   and state in ('created', 'retry', 'active')) as open`),
      );
      return Number(row!.unsent) === 0 && Number(row!.open) === 0;
    }, 180_000);

    const reminders = api.taken.filter((m) => m.template === 'appointment_reminder');
    const perVisit = new Map<number, number>();
    for (const m of reminders) perVisit.set(m.appointmentId!, (perVisit.get(m.appointmentId!) ?? 0) + 1);
    expect([...perVisit.entries()].filter(([, n]) => n > 1)).toEqual([]);
    expect([...perVisit.keys()].sort((a, b) => a - b)).toEqual([...visits].sort((a, b) => a - b));
    const rows = rowsOf<{ n: string | number }>(
      await database.db.execute(
        sql`select count(*) as n from outbound_messages where kind = 'reminder' and status = 'sent'`,
      ),
    );
    expect(Number(rows[0]!.n)).toBe(VISITS);
  }, 300_000);
});
