import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { treatmentJson } from './treatment-json';
import { tenants } from '../../db/schema';
import type { AvailabilityBranch, AvailabilityDoctor, BusyRow, DayData } from './availability.repository';

/** Time staff blocked for a whole branch (every doctor there), between two instants. */
export type BranchBlock = { branchId: number; start: number; end: number };

/**
 * What the earliest search reads for a range of instants, shaped as a day read (so the availability cache
 * takes this process's bookings into it): every open branch and bookable doctor of the clinic, the treatment,
 * each doctor's busy time at any branch (visits, and blocks of that doctor) and the blocks of whole branches.
 */
export interface ClinicRangeData extends DayData {
  branches: AvailabilityBranch[];
  branchBlocks: BranchBlock[];
}

type BusyTuple = [id: number | string, doctorId: number, start: number, end: number];
type BlockTuple = [id: number | string, doctorId: number | null, branchId: number, start: number, end: number];

/**
 * The earliest search's ONE statement for all branches and doctors: the clinic's rows are few, and busy time
 * is read through the no-double-booking constraint's GiST index (tenant, doctor, range) for the range only.
 * Times travel as epoch milliseconds (date_part's float8, cheaper than extract's numeric).
 */
export function createEarliestRepository(db: Db) {
  const tenantId = sql.placeholder('tenantId');
  const range = sql`tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)')`;
  const read = db
    .select({
      branches: sql<AvailabilityBranch[]>`(
        select coalesce(json_agg(json_build_object('id', b.id, 'schedule', b.schedule) order by b.id), '[]'::json)
          from branches b where b.tenant_id = ${tenantId} and b.archived_at is null)`,
      treatment: treatmentJson(tenantId, sql.placeholder('treatmentId')),
      doctors: sql<AvailabilityDoctor[]>`(
        select coalesce(json_agg(json_build_object('id', d.id, 'workingHours', d.working_hours, 'blocks', d.blocks)
                                 order by d.id), '[]'::json)
          from doctors d where d.tenant_id = ${tenantId} and d.status = '1')`,
      // A doctor's visits that follow on from each other (a full day is one run) travel as one busy interval:
      // the search needs only when each doctor is busy, and a full month is then a few rows, not every visit.
      // Runs are cut at each UTC midnight, so none is longer than a day and a visit.
      busy: sql<BusyTuple[]>`(
        select coalesce(json_agg(json_build_array(
                 r.id, r.doctor_id, date_part('epoch', r.starts_at) * 1000, date_part('epoch', r.ends_at) * 1000)),
               '[]'::json)
          from (select min(v.id) as id, v.doctor_id, min(v.starts_at) as starts_at, max(v.ends_at) as ends_at
                  from (select w.*, sum(case when w.starts_at <= w.before_end then 0 else 1 end)
                                      over (partition by w.doctor_id, w.day order by w.starts_at, w.ends_at) as run
                          from (select a.id, a.doctor_id, a.starts_at, a.ends_at,
                                       date_trunc('day', a.starts_at at time zone 'UTC') as day,
                                       max(a.ends_at) over (partition by a.doctor_id,
                                                              date_trunc('day', a.starts_at at time zone 'UTC')
                                                            order by a.starts_at, a.ends_at
                                                            rows between unbounded preceding and 1 preceding)
                                         as before_end
                                  from appointments a
                                 where a.tenant_id = ${tenantId} and a.status = 'active'
                                   and a.id <> ${sql.placeholder('ignore')}
                                   and a.doctor_id = any(array(select d.id from doctors d
                                                               where d.tenant_id = ${tenantId} and d.status = '1'))
                                   and tstzrange(a.starts_at, a.ends_at, '[)') && ${range}) w) v
                 group by v.doctor_id, v.day, v.run) r)`,
      // Times a live waitlist offer holds for its patient: taken for this search, whoever asks (the patient has the link).
      held: sql<BusyTuple[]>`(
        select coalesce(json_agg(json_build_array(
                 0, o.doctor_id,
                 date_part('epoch', o.starts_at) * 1000, date_part('epoch', o.ends_at) * 1000)), '[]'::json)
          from waitlist_offers o
         where o.tenant_id = ${tenantId} and o.status = 'live' and tstzrange(o.starts_at, o.ends_at, '[)') && ${range})`,
      blocked: sql<BlockTuple[]>`(
        select coalesce(json_agg(json_build_array(
                 b.id, b.doctor_id, b.branch_id,
                 date_part('epoch', b.starts_at) * 1000, date_part('epoch', b.ends_at) * 1000)), '[]'::json)
          from time_blocks b
         where b.tenant_id = ${tenantId} and tstzrange(b.starts_at, b.ends_at, '[)') && ${range})`,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .prepare('availability_earliest');

  return {
    /** `ignore`: a visit being moved, whose own time is free to it (0: none). */
    async loadRange(tenantId: number, treatmentId: number, from: Date, to: Date, ignore = 0): Promise<ClinicRangeData> {
      const [row] = await read.execute({
        tenantId,
        treatmentId,
        from: from.toISOString(),
        to: to.toISOString(),
        ignore,
      });
      // Idempotency-Keys are not read: the search never looks a booking up by its key.
      const busy: BusyRow[] = (row?.busy ?? []).map(([id, doctorId, start, end]) => ({
        id: Number(id),
        doctorId,
        start,
        end,
        key: null,
      }));
      for (const [, doctorId, start, end] of row?.held ?? []) busy.push({ id: 0, doctorId, start, end, key: null });
      const branchBlocks: BranchBlock[] = [];
      for (const [id, doctorId, branchId, start, end] of row?.blocked ?? []) {
        // A doctor's own block holds them at every branch, as in a day's read; a branch's holds its doctors there.
        if (doctorId === null) branchBlocks.push({ branchId, start, end });
        else busy.push({ id: -Number(id), doctorId, start, end, key: null });
      }
      return {
        from: from.getTime(),
        to: to.getTime(),
        branch: null,
        treatment: row?.treatment ?? null,
        branches: row?.branches ?? [],
        doctors: row?.doctors ?? [],
        busy,
        branchBlocks,
      };
    },
  };
}
export type EarliestRepository = ReturnType<typeof createEarliestRepository>;
