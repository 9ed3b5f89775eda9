import { describe, expect, it } from 'vitest';
import { EN_ERROR_TEXTS } from '@clinic/contract/core/error-texts/en';
import { createCustomerSession } from '../helpers/sessions';
import { expectError, patientBookingsForFile } from '../helpers/patient-bookings';
import { allVisitRows, patientVisitRows } from '../helpers/visit-rows';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const { file, post, create, created } = patientBookingsForFile(NOW);

describe('Idempotency-Key', () => {
  it('a retry answers the first answer and creates nothing', async () => {
    const key = { 'idempotency-key': 'retry-1' };
    const first = await created(file.alice, { date: '2026-06-10', start_time: '10:00' }, key);
    const count = (await patientVisitRows(file.database.db, file.alice.customerId)).length;
    const again = await created(file.alice, { date: '2026-06-10', start_time: '10:00' }, key);
    expect(again).toEqual(first);
    expect((await patientVisitRows(file.database.db, file.alice.customerId)).length).toBe(count);
    // The same key with another booking is a client mistake.
    expectError(await create(file.alice, { date: '2026-06-10', start_time: '11:00' }, key), 400, /different booking/);
    // Keys belong to one customer: the same key from Bob is his own request.
    const bobs = await created(file.bob, { date: '2026-06-10', start_time: '10:00' }, key);
    expect(bobs.data.id).not.toBe(first.data.id);
  });

  it('a retry answers the first answer when the time has filled up since', async () => {
    const key = { 'idempotency-key': 'retry-full-1' };
    const first = await created(file.alice, { date: '2026-06-15', start_time: '10:00' }, key);
    await created(file.bob, { date: '2026-06-15', start_time: '10:00' }); // the last doctor
    const carol = await createCustomerSession(file.database.db, file.tenant, NOW);
    expectError(
      await create(carol, { date: '2026-06-15', start_time: '10:00' }, { 'idempotency-key': 'c-1' }),
      409,
      EN_ERROR_TEXTS.SLOT_TAKEN as string,
    );
    expect(await created(file.alice, { date: '2026-06-15', start_time: '10:00' }, key)).toEqual(first);
  });

  it('a retry answers the first answer after its visit was cancelled, and books nothing', async () => {
    const key = { 'idempotency-key': 'retry-cancelled-1' };
    const first = await created(file.alice, { date: '2026-06-16', start_time: '10:00' }, key);
    const cancelled = await post('cancel_appointment', file.alice, {
      appointment_id: first.data.id,
      cust_id: file.alice.customerId,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await created(file.alice, { date: '2026-06-16', start_time: '10:00' }, key)).toEqual(first);
    const rows = (await patientVisitRows(file.database.db, file.alice.customerId))
      .filter((visit) => visit.startsAt.getTime() === new Date('2026-06-16T07:00:00Z').getTime())
      .map((visit) => ({ status: visit.status }));
    expect(rows).toEqual([{ status: 'cancelled' }]);
  });

  it('concurrent requests with one key create one appointment', async () => {
    const key = { 'idempotency-key': 'concurrent-1' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(file.alice, { date: '2026-06-11', start_time: '10:00' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const rows = (await patientVisitRows(file.database.db, file.alice.customerId)).filter(
      (visit) => visit.startsAt.getTime() === new Date('2026-06-11T07:00:00Z').getTime(),
    );
    expect(rows).toHaveLength(1);
  });

  it('a refused booking stores no key, so a retry may succeed later', async () => {
    const key = { 'idempotency-key': 'refused-1' };
    expectError(await create(file.alice, { date: '2026-06-02', start_time: '10:02' }, key), 400, /5-minute/);
    const keys = (await allVisitRows(file.database.db)).filter((visit) => visit.idempotencyKey === 'refused-1');
    expect(keys).toEqual([]);
    expectError(
      await create(file.alice, { date: '2026-06-12', start_time: '10:00' }, { 'idempotency-key': 'bad key' }),
      400,
      /Idempotency-Key/,
    );
  });
});
