import { sql } from 'drizzle-orm';
import type { THeldReason } from '@clinic/contract/staff/staff-agenda';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** A doctor's time held for one patient, which the database refuses to anyone else while it lasts. */
export type HeldRow = {
  reason: THeldReason;
  doctorId: number;
  startsAt: Date;
  endsAt: Date;
  /** When the hold lapses; the sweep that releases it runs a few moments later. */
  until: Date;
  /** The unpaid visit that holds the time; null for a waitlist offer. */
  visitId: number | null;
};

/** Which doctors' held time, at which branch (for unpaid visits), overlapping [from, to). */
export type HeldScope = { tenantId: number; branchId: number; from: Date; to: Date; doctorIds: number[] };

type HeldSqlRow = {
  reason: THeldReason;
  doctor_id: number;
  starts: number;
  ends: number;
  until: number;
  visit_id: number | string | null;
};

/**
 * Held time of some doctors in a range: live waitlist offers (the appointments' trigger refuses their time to
 * others until the offer is settled or swept) and a branch's unpaid visits kept while their patient pays.
 */
export function createAgendaHeldRepository(db: Db) {
  return {
    async held(scope: HeldScope): Promise<HeldRow[]> {
      if (scope.doctorIds.length === 0) return [];
      const doctors = sql.join(
        scope.doctorIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const range = sql`tstzrange(${scope.from.toISOString()}::timestamptz, ${scope.to.toISOString()}::timestamptz, '[)')`;
      const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
      const result = await db.execute(sql`
        select 'waitlist_offer' as reason, o.doctor_id, ${epoch('o.starts_at')} as starts, ${epoch('o.ends_at')} as ends,
               ${epoch('o.expires_at')} as until, null::bigint as visit_id
          from waitlist_offers o
         where o.tenant_id = ${scope.tenantId} and o.status = 'live' and o.doctor_id in (${doctors})
           and tstzrange(o.starts_at, o.ends_at, '[)') && ${range}
        union all
        select 'unpaid_hold', a.doctor_id, ${epoch('a.starts_at')}, ${epoch('a.ends_at')},
               ${epoch('a.hold_expires_at')}, a.id
          from appointments a
         where a.tenant_id = ${scope.tenantId} and a.branch_id = ${scope.branchId} and a.status = 'active'
           and a.paid_status = 0 and a.hold_expires_at is not null and a.doctor_id in (${doctors})
           and tstzrange(a.starts_at, a.ends_at, '[)') && ${range}
         order by starts, doctor_id`);
      return rowsOf<HeldSqlRow>(result).map((row): HeldRow => ({
        reason: row.reason,
        doctorId: Number(row.doctor_id),
        startsAt: new Date(Number(row.starts)),
        endsAt: new Date(Number(row.ends)),
        until: new Date(Number(row.until)),
        visitId: row.visit_id === null ? null : Number(row.visit_id),
      }));
    },
  };
}
