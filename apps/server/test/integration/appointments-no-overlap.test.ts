import { describe, expect, it } from 'vitest';

import { appointments } from '../../src/db/schema';
import { isOverlap, isPatientOverlap, sqlStateOf } from '../../src/db/driver-errors';
import { patientBookingsForFile } from '../helpers/patient-bookings';
import { seeded } from '../../src/db/seeded-visits';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const { file } = patientBookingsForFile(NOW);

describe('the database itself', () => {
  it('refuses overlapping active appointments of one doctor (exclusion constraint, 23P01)', async () => {
    const visit = {
      tenantId: file.tenant.id,
      customerId: file.alice.customerId,
      branchId: 38,
      treatmentId: 11,
      doctorId: 1,
      startsAt: new Date('2026-06-29T07:00:00Z'),
      endsAt: new Date('2026-06-29T07:30:00Z'),
      priceMinor: 100,
    };
    await file.database.db.insert(appointments).values(seeded(visit));
    const overlap = { ...visit, startsAt: new Date('2026-06-29T07:25:00Z'), endsAt: new Date('2026-06-29T07:55:00Z') };
    const error = await file.database.db
      .insert(appointments)
      .values(seeded(overlap))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqlStateOf(error)).toBe('23P01');
    expect(isOverlap(error)).toBe(true);
    // Another doctor and patient, a cancelled row, the next tenant or a visit starting at the end are all fine.
    await file.database.db
      .insert(appointments)
      .values(seeded({ ...overlap, doctorId: 2, customerId: file.bob.customerId }));
    await file.database.db.insert(appointments).values(seeded({ ...overlap, status: 'cancelled' }));
    await file.database.db.insert(appointments).values(seeded({ ...overlap, tenantId: file.other.id }));
    await file.database.db
      .insert(appointments)
      .values(seeded({ ...visit, startsAt: visit.endsAt, endsAt: overlap.endsAt }));
  });

  it('refuses overlapping active appointments of one patient, with any doctor at any branch', async () => {
    const visit = {
      tenantId: file.tenant.id,
      customerId: file.alice.customerId,
      branchId: 38,
      treatmentId: 11,
      doctorId: 1,
      startsAt: new Date('2026-06-29T09:00:00Z'),
      endsAt: new Date('2026-06-29T09:30:00Z'),
      priceMinor: 100,
    };
    await file.database.db.insert(appointments).values(seeded(visit));
    const elsewhere = {
      ...visit,
      branchId: 39,
      doctorId: 3,
      startsAt: new Date('2026-06-29T09:25:00Z'),
      endsAt: new Date('2026-06-29T09:55:00Z'),
    };
    const error = await file.database.db
      .insert(appointments)
      .values(seeded(elsewhere))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqlStateOf(error)).toBe('23P01');
    expect(isPatientOverlap(error)).toBe(true);
    expect(isOverlap(error)).toBe(false);
    // Back to back, cancelled, or another patient: fine.
    await file.database.db.insert(appointments).values(seeded({ ...elsewhere, startsAt: visit.endsAt }));
    await file.database.db.insert(appointments).values(seeded({ ...elsewhere, status: 'cancelled' }));
    await file.database.db
      .insert(appointments)
      .values(seeded({ ...elsewhere, doctorId: 4, customerId: file.bob.customerId }));
  });
});
