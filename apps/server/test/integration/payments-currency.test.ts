import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTenant, setClinicSettings } from '../helpers/factories';
import { createCustomerSession, insertAppointment } from '../helpers/payment-fixtures';
import { visitPaymentRows } from '../helpers/payment-rows';
import { createTestDatabase } from '../helpers/test-db';

// A clinic that prices in euros is charged in euros: the owner's currency setting, not a server-wide one, decides
// what the payment details say and what every payment row (and so the provider) is asked for.
const START = new Date('2026-12-01T08:00:00Z');
let database: Database;
let app: FastifyInstance;
let euros: Awaited<ReturnType<typeof createTenant>>;
let shekels: Awaited<ReturnType<typeof createTenant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  euros = await createTenant(database.db);
  shekels = await createTenant(database.db);
  await setClinicSettings(database.db, euros.id, { currency: 'EUR' });
  app = await buildApp({ config: testConfig({ publicUrl: 'http://clinic.test' }), database, now: () => START });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function chargeIn(clinic: typeof euros) {
  const patient = await createCustomerSession(database.db, clinic, START);
  const details = await app.inject({
    url: `/api/bull36/get_payment_details?invoice_setting_id=sandbox&treatment_id=12&customer_id=${patient.customerId}`,
    headers: patient.headers,
  });
  const visit = await insertAppointment(database.db, {
    tenantId: clinic.id,
    customerId: patient.customerId,
    holdExpiresAt: new Date(START.getTime() + 15 * 60_000),
  });
  const charged = await app.inject({
    method: 'POST',
    url: '/api/bull36/charge_appointment',
    headers: patient.headers,
    payload: {
      appointmentId: visit.id,
      paymentMethod: 'card',
      cardNumber: '4242424242424242',
      expiryMonth: '12',
      expiryYear: '2030',
      cvc: '987',
      cardholderName: 'Dana Levi',
    },
  });
  const rows = (await visitPaymentRows(database.db, clinic.id, visit.id)).map(({ currency }) => ({ currency }));
  return { details: details.json().data.currency, charged: charged.json().data?.currency, rows };
}

describe("a charge's currency", () => {
  it("is the clinic's own: euros for the clinic that prices in euros, shekels for the other", async () => {
    expect(await chargeIn(euros)).toEqual({ details: 'EUR', charged: 'EUR', rows: [{ currency: 'EUR' }] });
    expect(await chargeIn(shekels)).toEqual({ details: 'ILS', charged: 'ILS', rows: [{ currency: 'ILS' }] });
  });
});
