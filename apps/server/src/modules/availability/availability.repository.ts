import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AvailabilityTreatment, treatmentJson } from './treatment-json';
import { type BlockRange, type WeeklyRange, type WorkingRange, tenants } from '../../db/schema';

export type { AvailabilityTreatment };
export type AvailabilityBranch = { id: number; schedule: WeeklyRange[] };
export type AvailabilityDoctor = { id: number; workingHours: WorkingRange[]; blocks: BlockRange[] };
/**
 * An active appointment of one of the branch's doctors: its id, doctor, instants and Idempotency-Key; or time
 * staff blocked for that doctor (a negative id, no key).
 */
export type BusyRow = {
  id: number;
  doctorId: number;
  start: number;
  end: number;
  key: string | null;
  /** Time a live waitlist offer holds (id 0): the patient it is held for, to whom it is free. */
  holder?: number;
  /** A visit's person: `customerId/familyMemberId` (0: the account holder), as the patient's own constraint counts. */
  person?: string;
};
/** How the query sends a BusyRow: an array, compact in the JSON of 5,000 appointments. */
type BusyTuple = [
  id: number | string,
  doctorId: number,
  start: number,
  end: number,
  key: string | null,
  person?: string,
];
type HeldTuple = [doctorId: number, start: number, end: number, holder: number | string];

export interface DayData {
  /** The instants [from, to) whose busy time this holds. */
  from: number;
  to: number;
  branch: AvailabilityBranch | null;
  treatment: AvailabilityTreatment | null;
  doctors: AvailabilityDoctor[];
  busy: BusyRow[];
}

/**
 * Everything availability reads, in ONE statement whatever the number of doctors, appointments or days:
 * the branch and the treatment (none when archived), the branch's bookable doctors (status "1", working hours
 * there) and the time those doctors are taken between two instants at ANY branch.
 *
 * Busy time is exactly what the exclusion constraint weighs (status active), and the time live waitlist
 * offers hold (marked with their patient, for whom it is free), so what is shown free is what an insert can take; unpaid holds stay busy until the payments hold sweeper expires them. The
 * range test is the constraint's own expression, so its GiST index answers it.
 */
export function createAvailabilityRepository(db: Db) {
  const tenantId = sql.placeholder('tenantId');
  const branchId = sql.placeholder('branchId');
  const atBranch = sql`${sql.placeholder('atBranch')}::jsonb`;
  // Prepared once: the SQL text is built once and PostgreSQL parses and plans it once per connection.
  // The row is the tenant's own; every answer is a scalar subquery of it.
  const day = db
    .select({
      branch: sql<AvailabilityBranch | null>`(
        select json_build_object('id', b.id, 'schedule', b.schedule)
          from branches b where b.tenant_id = ${tenantId} and b.id = ${branchId} and b.archived_at is null)`,
      treatment: treatmentJson(tenantId, sql.placeholder('treatmentId')),
      doctors: sql<AvailabilityDoctor[]>`(
        select coalesce(json_agg(json_build_object('id', d.id, 'workingHours', d.working_hours, 'blocks', d.blocks)
                                 order by d.id), '[]'::json)
          from doctors d
         where d.tenant_id = ${tenantId} and d.status = '1' and d.working_hours @> ${atBranch})`,
      busy: sql<BusyTuple[]>`(
        select coalesce(json_agg(json_build_array(
                 a.id, a.doctor_id,
                 (extract(epoch from a.starts_at) * 1000)::float8,
                 (extract(epoch from a.ends_at) * 1000)::float8,
                 a.idempotency_key, a.customer_id || '/' || coalesce(a.family_member_id, 0))), '[]'::json)
          from appointments a
         -- = any(array(...)): the doctors are read once (an init plan), never once per appointment row.
         where a.tenant_id = ${tenantId} and a.status = 'active'
           and a.doctor_id = any(array(select d.id from doctors d
                                        where d.tenant_id = ${tenantId} and d.status = '1'
                                          and d.working_hours @> ${atBranch}))
           and tstzrange(a.starts_at, a.ends_at, '[)')
               && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)'))`,
      // Time live waitlist offers hold for their patients (the appointments' trigger refuses it to anyone else).
      held: sql<HeldTuple[]>`(
        select coalesce(json_agg(json_build_array(
                 o.doctor_id,
                 (extract(epoch from o.starts_at) * 1000)::float8,
                 (extract(epoch from o.ends_at) * 1000)::float8,
                 e.customer_id)), '[]'::json)
          from waitlist_offers o
          join waitlist_entries e on e.tenant_id = o.tenant_id and e.id = o.entry_id
         where o.tenant_id = ${tenantId} and o.status = 'live'
           and o.doctor_id = any(array(select d.id from doctors d
                                        where d.tenant_id = ${tenantId} and d.status = '1'
                                          and d.working_hours @> ${atBranch}))
           and tstzrange(o.starts_at, o.ends_at, '[)')
               && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)'))`,
      // Time staff blocked: a doctor's own block, or a block of this whole branch for each of its doctors.
      blocked: sql<BusyTuple[]>`(
        select coalesce(json_agg(json_build_array(
                 -b.id, d.id,
                 (extract(epoch from b.starts_at) * 1000)::float8,
                 (extract(epoch from b.ends_at) * 1000)::float8,
                 null)), '[]'::json)
          from time_blocks b
          join doctors d on d.tenant_id = b.tenant_id and d.status = '1' and d.working_hours @> ${atBranch}
                        and (d.id = b.doctor_id or (b.doctor_id is null and b.branch_id = ${branchId}))
         where b.tenant_id = ${tenantId}
           and tstzrange(b.starts_at, b.ends_at, '[)')
               && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)'))`,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .prepare('availability_day');

  return {
    async loadDay(tenantId: number, branchId: number, treatmentId: number, from: Date, to: Date): Promise<DayData> {
      const [row] = await day.execute({
        tenantId,
        branchId,
        treatmentId,
        atBranch: JSON.stringify([{ branchId }]),
        from: from.toISOString(),
        to: to.toISOString(),
      });
      return {
        from: from.getTime(),
        to: to.getTime(),
        branch: row?.branch ?? null,
        treatment: row?.treatment ?? null,
        doctors: row?.doctors ?? [],
        busy: [
          ...[...(row?.busy ?? []), ...(row?.blocked ?? [])].map(([id, doctorId, start, end, key, person]) => ({
            id: Number(id),
            doctorId,
            start,
            end,
            key,
            ...(person ? { person } : {}),
          })),
          ...(row?.held ?? []).map(([doctorId, start, end, holder]) => ({
            id: 0,
            doctorId,
            start,
            end,
            key: null,
            holder: Number(holder),
          })),
        ],
      };
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
