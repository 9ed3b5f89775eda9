import { describe, expect, it } from 'vitest';

import { ZPlainResponse } from '@clinic/contract/appointments/appointments';
import { createCustomerSession } from '../helpers/sessions';
import { TAKEN, expectError, patientBookingsForFile } from '../helpers/patient-bookings';
import { seedVisit } from '../helpers/visit-rows';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const { file, post, create, created, rowOf } = patientBookingsForFile(NOW);

describe('POST /api/bull36/cancel_appointment', () => {
  it('cancels an own, active, future visit and frees its time', async () => {
    const slot = { date: '2026-06-16', start_time: '10:00' };
    const a = await created(file.alice, slot);
    await created(file.bob, slot);
    expectError(await create(await createCustomerSession(file.database.db, file.tenant, NOW), slot), 409, TAKEN);
    const res = await post('cancel_appointment', file.alice, {
      cust_id: file.alice.customerId,
      appointment_id: a.data.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPlainResponse.parse(res.json()).message).toMatch(/cancelled/);
    expect((await rowOf(Number(a.data.id))).status).toBe('cancelled');
    await created(await createCustomerSession(file.database.db, file.tenant, NOW), slot);
    // Twice: refused, and nothing changes.
    expectError(
      await post('cancel_appointment', file.alice, { cust_id: file.alice.customerId, appointment_id: a.data.id }),
      409,
      /already cancelled/,
    );
  });

  it('refuses other customers (403), unknown or other clinic ids (404) and past visits (409)', async () => {
    const a = await created(file.alice, { date: '2026-06-17', start_time: '10:00' });
    expectError(
      await post('cancel_appointment', file.bob, { cust_id: file.bob.customerId, appointment_id: a.data.id }),
      403,
      /your own/,
    );
    expectError(
      await post('cancel_appointment', file.bob, { cust_id: file.alice.customerId, appointment_id: a.data.id }),
      403,
      /your own/,
    );
    expectError(
      await post('cancel_appointment', file.stranger, { cust_id: file.stranger.customerId, appointment_id: a.data.id }),
      404,
      'Appointment not found',
    );
    expectError(
      await post('cancel_appointment', file.alice, { cust_id: file.alice.customerId, appointment_id: 999_999 }),
      404,
      'Appointment not found',
    );
    expect((await rowOf(Number(a.data.id))).status).toBe('active');
    const past = await seedVisit(file.database.db, {
      tenantId: file.tenant.id,
      customerId: file.alice.customerId,
      branchId: 38,
      treatmentId: 10,
      doctorId: 1,
      startsAt: new Date('2026-05-25T06:00:00Z'),
      endsAt: new Date('2026-05-25T06:05:00Z'),
      priceMinor: 12000,
    });
    expectError(
      await post('cancel_appointment', file.alice, { cust_id: file.alice.customerId, appointment_id: past.id }),
      409,
      /already started or passed/,
    );
  });
});
