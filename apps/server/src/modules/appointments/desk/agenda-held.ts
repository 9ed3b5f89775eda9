import type { TAgendaHeld } from '@clinic/contract/staff/staff-agenda';
import type { Db } from '../../../db/client';
import { zonedDay } from '../../../lib/zoned-time';
import { wallRangeOf } from './agenda';
import { type HeldRow, type HeldScope, createAgendaHeldRepository } from './agenda-held.repository';

/** The part of [startsAt, endsAt) on each of `dates`, as wall ranges: a range past midnight shows on each day. */
function rangesOnDates(timeZone: string, dates: string[], startsAt: Date, endsAt: Date) {
  return dates.flatMap((date) => {
    const day = zonedDay(timeZone, date);
    const start = Math.max(startsAt.getTime(), day.boundaryOf(0));
    const end = Math.min(endsAt.getTime(), day.boundaryOf(24 * 60));
    if (start >= end) return [];
    return [wallRangeOf(timeZone, new Date(start), new Date(end))];
  });
}

/** Held time as the agenda sends it: per doctor and date, with why and until when. */
function agendaHeldOf(rows: HeldRow[], timeZone: string, dates: string[]): TAgendaHeld[] {
  return rows.flatMap((row) =>
    rangesOnDates(timeZone, dates, row.startsAt, row.endsAt).map((range) => ({
      doctor_id: row.doctorId,
      ...range,
      reason: row.reason,
      until: row.until.toISOString(),
      ...(row.visitId === null ? {} : { visit_id: row.visitId }),
    })),
  );
}

/** Reads the held time of a branch's doctors on some dates (in the clinic's time zone), as the agenda sends it. */
export function createAgendaHeld(db: Db) {
  const repo = createAgendaHeldRepository(db);
  return async (timeZone: string, dates: string[], scope: HeldScope) =>
    agendaHeldOf(await repo.held(scope), timeZone, dates);
}
