import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { appointments, visitEvents } from '../../src/db/schema';
import { createVisitLife } from '../../src/modules/appointments/life/visit-life';
import type { VisitFollower } from '../../src/modules/appointments/visit-event.types';
import { createTenant } from '../helpers/factories';
import { createCustomerSession } from '../helpers/sessions';
import { createTestDatabase } from '../helpers/test-db';

// followSoon follows the changes committed meanwhile together, in one transaction (decision 020): a rush of
// bookings shares a few transactions. A visit whose follower fails must not hold back the others of its batch.

const NOW = new Date('2026-06-01T05:00:00Z');
let database: Database;
let tenantId: number;
let visitIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.db);
  tenantId = tenant.id;
  const patient = await createCustomerSession(database.db, tenant, NOW);
  // Five visits booked by a member of staff: each insert writes its 'booked' event, not yet followed.
  const rows = await database.db
    .insert(appointments)
    .values(
      [0, 1, 2, 3, 4].map((hour) => ({
        tenantId,
        customerId: patient.customerId,
        branchId: 38,
        treatmentId: 10,
        doctorId: 1,
        startsAt: new Date(Date.UTC(2026, 5, 2, 6 + hour)),
        endsAt: new Date(Date.UTC(2026, 5, 2, 6 + hour, 5)),
        priceMinor: 100,
        changedBy: 'staff:1' as const,
      })),
    )
    .returning({ id: appointments.id });
  visitIds = rows.map((row) => row.id);
});
afterAll(() => database.close());

const waitingVisits = async () =>
  (
    await database.db
      .selectDistinct({ id: visitEvents.appointmentId })
      .from(visitEvents)
      .where(and(eq(visitEvents.tenantId, tenantId), isNull(visitEvents.followedAt)))
  ).map((row) => row.id);

describe('following committed changes soon', () => {
  it('follows every change of a rush, and a visit whose follower fails is left alone for the sweep', async () => {
    const failing = visitIds[2]!;
    const followed = new Set<number>();
    const follower: VisitFollower = {
      async follow(_tx, event) {
        if (event.appointmentId === failing) throw new Error('this follower cannot follow this visit');
        followed.add(event.appointmentId);
      },
    };
    const life = createVisitLife({ db: database.db, followers: [follower] });

    // All five at once: each answer comes once its visit was followed, or left for the sweep.
    await Promise.all(visitIds.map((id) => life.followSoon(tenantId, id)));

    const others = visitIds.filter((id) => id !== failing);
    expect([...followed].sort()).toEqual([...others].sort());
    expect(await waitingVisits()).toEqual([failing]);
  });
});
