import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { patientCalls } from '../helpers/patient-calls';
import { insertAppointment } from '../helpers/payment-fixtures';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { activeVisitsOverlapping } from '../helpers/visit-rows';

/**
 * Staff and patients reaching for the same time at once. On PostgreSQL the staff and the patients use two
 * server processes' worth of connections (two apps, two pools), so only the database can keep them apart;
 * on PGlite both go through one app.
 */
const NOW = new Date('2026-12-07T07:00:00Z'); // Monday 09:00 in Jerusalem
const ROUNDS = 6;
let database: Database & { url?: string };
let patientsDatabase: Database | undefined;
let staffApp: FastifyInstance;
let patientApp: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;

const newPatient = () => createCustomerSession(database.db, tenant, NOW);
/** Active visits whose time overlaps [from, to) in the clinic, by any doctor. */
const activeBetween = (from: string, to: string) => activeVisitsOverlapping(database.db, tenant.id, from, to);
/** The half hour a round races for: its wall start, and its instants (winter time, UTC+2). */
const roundTime = (round: number) => {
  const hour = 8 + round;
  return {
    wall: `${String(hour).padStart(2, '0')}:00`,
    from: `T${String(hour - 2).padStart(2, '0')}:00:00Z`,
    to: `T${String(hour - 2).padStart(2, '0')}:30:00Z`,
  };
};

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  await addStaff(database.db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  staffApp = await buildTestApp(database, { now: () => NOW });
  if (database.url) {
    patientsDatabase = openPostgres(database.url);
    patientApp = await buildTestApp(patientsDatabase, { now: () => NOW });
  } else {
    patientApp = staffApp;
  }
  desk = await staffClient(staffApp, tenant.key, 'desk@clinic.example');
});
afterAll(async () => {
  if (patientApp !== staffApp) await patientApp.close();
  await patientsDatabase?.close();
  await staffApp.close();
  await database.close();
});

describe('staff and patients at once', () => {
  it('the same single free time: exactly one gets it, the other 409 SLOT_TAKEN', async () => {
    const date = '2026-12-08';
    for (let round = 0; round < ROUNDS; round++) {
      const { wall, from, to } = roundTime(round);
      // Avi is busy, so Dana's is the only free time.
      await insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: (await newPatient()).customerId,
        treatmentId: 11,
        doctorId: 2,
        startsAt: new Date(`${date}${from}`),
        minutes: 30,
      });
      const [byStaff, byPatient] = await Promise.all([
        desk.post('/api/staff/appointments', {
          patient_id: (await newPatient()).customerId,
          branch_id: 38,
          treatment_id: 11,
          date,
          start_time: wall,
        }),
        patientCalls(patientApp, tenant).book(await newPatient(), { date, start_time: wall }),
      ]);
      const statuses = [byStaff.statusCode, byPatient.statusCode].sort();
      expect(statuses, `${wall}: ${byStaff.body} / ${byPatient.body}`).toEqual([200, 409]);
      const loser = byStaff.statusCode === 409 ? byStaff : byPatient;
      expect(loser.json()).toMatchObject({ code: 'SLOT_TAKEN' });
      expect(await activeBetween(`${date}${from}`, `${date}${to}`)).toHaveLength(2);
    }
  });

  it('a staff move and a patient booking of the same time: exactly one gets it', async () => {
    const date = '2026-12-09';
    for (let round = 0; round < ROUNDS; round++) {
      const { wall, from, to } = roundTime(round);
      await insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: (await newPatient()).customerId,
        treatmentId: 11,
        doctorId: 2,
        startsAt: new Date(`${date}${from}`),
        minutes: 30,
      });
      const moving = await insertAppointment(database.db, {
        tenantId: tenant.id,
        customerId: (await newPatient()).customerId,
        treatmentId: 11,
        doctorId: 1,
        startsAt: new Date(`2026-12-10${from}`),
        minutes: 30,
      });
      const [moved, booked] = await Promise.all([
        desk.post(`/api/staff/appointments/${moving.id}/move`, { date, start_time: wall }),
        patientCalls(patientApp, tenant).book(await newPatient(), { date, start_time: wall }),
      ]);
      expect([moved.statusCode, booked.statusCode].sort(), `${moved.body} / ${booked.body}`).toEqual([200, 409]);
      expect(await activeBetween(`${date}${from}`, `${date}${to}`)).toHaveLength(2);
    }
  });

  it('a branch block and a booking: never both; the loser is told why', async () => {
    const date = '2026-12-14';
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const { wall, from, to } = roundTime(round);
      const [blocked, booked] = await Promise.all([
        desk.post('/api/staff/blocks', {
          branch_id: 38,
          from_date: date,
          to_date: date,
          start_time: wall,
          end_time: wall.replace(':00', ':30'),
          reason: 'Emergency',
        }),
        patientCalls(patientApp, tenant).book(await newPatient(), { date, start_time: wall }),
      ]);
      const won = [blocked.statusCode, booked.statusCode].filter((s) => s === 200);
      expect(won, `${blocked.body} / ${booked.body}`).toHaveLength(1);
      if (blocked.statusCode === 200) {
        expect(booked.json()).toMatchObject({ code: 'SLOT_TAKEN' });
        expect(await activeBetween(`${date}${from}`, `${date}${to}`)).toEqual([]);
        outcomes.add('block');
      } else {
        expect(blocked.json()).toMatchObject({ code: 'BLOCK_HAS_VISITS', params: { count: 1 } });
        outcomes.add('booking');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('a block that cancels what it covers and a booking: the block is made, no visit is left inside it', async () => {
    const date = '2026-12-15';
    for (let round = 0; round < ROUNDS; round++) {
      const { wall, from, to } = roundTime(round);
      const [blocked, booked] = await Promise.all([
        desk.post('/api/staff/blocks', {
          branch_id: 38,
          from_date: date,
          to_date: date,
          start_time: wall,
          end_time: wall.replace(':00', ':30'),
          reason: 'Emergency',
          cancel_visits: true,
        }),
        patientCalls(patientApp, tenant).book(await newPatient(), { date, start_time: wall }),
      ]);
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect([200, 409]).toContain(booked.statusCode);
      expect(blocked.json().cancelled).toBe(booked.statusCode === 200 ? 1 : 0);
      expect(await activeBetween(`${date}${from}`, `${date}${to}`)).toEqual([]);
    }
  });
});
