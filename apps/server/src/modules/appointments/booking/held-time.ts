import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { AppError } from '../../../errors';
import type { PreparedDay } from '../../availability/availability.service';
import { sqlStateOf } from '../../../db/driver-errors';

/**
 * Time a live waitlist offer holds (issue #20, decision 009): the offered patient books it, anyone else (a patient,
 * or staff booking for another patient) is refused with TIME_HELD. The appointments' trigger (migration 0017) is
 * what refuses; this is how the booking paths tell it apart and say it.
 */
export const timeHeld = () => new AppError('TIME_HELD');

/** WL001 from the appointments' trigger: a live waitlist offer holds this time for another patient. */
export const isHeldTime = (error: unknown) => sqlStateOf(error) === 'WL001';

/** The doctors of `doctorIds` whose time [start, end) no live offer of the day holds for a patient other than `patient`. */
export function notHeldForOthers(day: PreparedDay, patient: number, doctorIds: number[], start: number, end: number) {
  const held = day.held.filter((h) => h.holder !== patient && h.start < end && start < h.end);
  return held.length === 0 ? doctorIds : doctorIds.filter((id) => !held.some((h) => h.doctorId === id));
}

/** Whether a live waitlist offer holds the time of one of these doctors for a patient other than `customerId`. */
export async function heldForOthers(
  db: Db,
  q: { tenantId: number; customerId: number; doctorIds: number[]; startsAt: Date; endsAt: Date },
): Promise<boolean> {
  if (q.doctorIds.length === 0) return false;
  const result = await db.execute(sql`
    select 1 from waitlist_offers o
      join waitlist_entries e on e.tenant_id = o.tenant_id and e.id = o.entry_id
     where o.tenant_id = ${q.tenantId} and o.status = 'live' and e.customer_id <> ${q.customerId}
       and o.doctor_id in (${sql.join(
         q.doctorIds.map((id) => sql`${id}`),
         sql`, `,
       )})
       and tstzrange(o.starts_at, o.ends_at, '[)')
           && tstzrange(${q.startsAt.toISOString()}::timestamptz, ${q.endsAt.toISOString()}::timestamptz, '[)')
     limit 1`);
  return rowsOf(result).length > 0;
}
