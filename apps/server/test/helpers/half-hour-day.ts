import type { Db } from '../../src/db/client';
import { timeBlocks } from '../../src/db/schema';

/**
 * Closes branch 38 on `day` but for 10:00-10:30 in Jerusalem (08:00-08:30Z in winter): blocks before and after, so
 * the waitlist tests' one free half hour is known.
 */
export async function openOnlyAtTen(db: Db, tenantId: number, day: string) {
  for (const [from, to] of [
    ['06:00', '08:00'],
    ['08:30', '16:00'],
  ] as const) {
    await db.insert(timeBlocks).values({
      tenantId,
      branchId: 38,
      doctorId: null,
      startsAt: new Date(`${day}T${from}:00Z`),
      endsAt: new Date(`${day}T${to}:00Z`),
      reason: 'Full day',
      createdBy: 1,
    });
  }
}
