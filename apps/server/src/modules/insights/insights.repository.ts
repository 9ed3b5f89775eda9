import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** One period of one clinic (a branch, or all): instants of its first and last local midnights, and its dates. */
export type InsightsScope = {
  tenantId: number;
  timeZone: string;
  branchId: number | null;
  fromDate: string;
  toDate: string;
  from: Date;
  to: Date;
  now: Date;
  cancelNoticeHours: number;
};

export type VisitFigures = {
  visits: number;
  noShows: number;
  /** Active visits that have started: what a no-show rate is out of. */
  started: number;
  cancellations: number;
  lateCancellations: number;
  bookedMinutes: number;
  medianLeadDays: number | null;
};
export type DoctorFigures = { doctorId: number; visits: number; noShows: number; bookedMinutes: number };
export type TreatmentFigures = { treatmentId: number; visits: number; revenueMinor: number; refundedMinor: number };
export type WeekdayFigures = { weekday: number; visits: number; noShows: number };

const MINUTES = (range: SQL) => sql`extract(epoch from (upper(${range}) - lower(${range}))) / 60`;
const num = (value: unknown) => Number(value ?? 0);

/**
 * The owners' figures, each one statement over the clinic's indexes: visits by their start in the period (expired
 * holds left out), money by the visit it paid for, open minutes from the doctors' weekly hours less blocked time.
 */
export function createInsightsRepository(db: Db) {
  /** The period's visits of the scope (the branch's, or the clinic's). */
  const visitsIn = (s: InsightsScope) => sql`
    select a.id, a.doctor_id, a.treatment_id, a.customer_id, a.starts_at, a.ends_at, a.status, a.attendance,
           a.created_at, a.cancelled_at
      from appointments a
     where a.tenant_id = ${s.tenantId} and a.status <> 'expired'
       and a.starts_at >= ${s.from.toISOString()}::timestamptz and a.starts_at < ${s.to.toISOString()}::timestamptz
       and (${s.branchId}::int is null or a.branch_id = ${s.branchId}::int)`;
  const active = sql`v.status = 'active'`;
  const noShow = sql`v.status = 'active' and v.attendance = 'no_show'`;

  return {
    async totals(s: InsightsScope): Promise<VisitFigures> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with v as (${visitsIn(s)})
          select count(*) filter (where ${active}) as visits,
                 count(*) filter (where ${noShow}) as no_shows,
                 count(*) filter (where ${active} and v.starts_at <= ${s.now.toISOString()}::timestamptz) as started,
                 count(*) filter (where v.status = 'cancelled') as cancellations,
                 count(*) filter (where v.status = 'cancelled'
                   and v.cancelled_at > v.starts_at - make_interval(hours => ${s.cancelNoticeHours}::int)) as late,
                 coalesce(sum(extract(epoch from v.ends_at - v.starts_at) / 60) filter (where ${active}), 0) as minutes,
                 percentile_cont(0.5) within group (order by extract(epoch from v.starts_at - v.created_at) / 86400)
                   filter (where ${active}) as lead_days
            from v`),
      );
      return {
        visits: num(row?.visits),
        noShows: num(row?.no_shows),
        started: num(row?.started),
        cancellations: num(row?.cancellations),
        lateCancellations: num(row?.late),
        bookedMinutes: num(row?.minutes),
        medianLeadDays: row?.lead_days === null || row?.lead_days === undefined ? null : Number(row.lead_days),
      };
    },

    async byDoctor(s: InsightsScope): Promise<DoctorFigures[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with v as (${visitsIn(s)})
          select v.doctor_id, count(*) filter (where ${active}) as visits, count(*) filter (where ${noShow}) as no_shows,
                 coalesce(sum(extract(epoch from v.ends_at - v.starts_at) / 60) filter (where ${active}), 0) as minutes
            from v group by v.doctor_id`),
      );
      return rows.map((row) => ({
        doctorId: num(row.doctor_id),
        visits: num(row.visits),
        noShows: num(row.no_shows),
        bookedMinutes: num(row.minutes),
      }));
    },

    async byTreatment(s: InsightsScope): Promise<TreatmentFigures[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with v as (${visitsIn(s)}),
          money as (
            select p.appointment_id,
                   sum(p.amount_minor) filter (where p.status in ('paid', 'refund_due', 'refund_pending', 'refunded', 'refund_failed')) as taken,
                   sum(p.amount_minor) filter (where p.status = 'refunded') as refunded
              from payments p
             where p.tenant_id = ${s.tenantId} and p.appointment_id in (select v.id from v)
             group by p.appointment_id)
          select v.treatment_id, count(*) filter (where ${active}) as visits,
                 coalesce(sum(m.taken), 0) as taken, coalesce(sum(m.refunded), 0) as refunded
            from v left join money m on m.appointment_id = v.id
           group by v.treatment_id`),
      );
      return rows.map((row) => ({
        treatmentId: num(row.treatment_id),
        visits: num(row.visits),
        revenueMinor: num(row.taken),
        refundedMinor: num(row.refunded),
      }));
    },

    async byWeekday(s: InsightsScope): Promise<WeekdayFigures[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with v as (${visitsIn(s)})
          select extract(dow from v.starts_at at time zone ${s.timeZone}) as weekday,
                 count(*) filter (where ${active}) as visits, count(*) filter (where ${noShow}) as no_shows
            from v group by 1`),
      );
      return rows.map((row) => ({ weekday: num(row.weekday), visits: num(row.visits), noShows: num(row.no_shows) }));
    },

    /** Patients whose first visit (any branch of the scope) starts in the period. */
    async newPatients(s: InsightsScope): Promise<number> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select count(*) as patients from (
            select a.customer_id, min(a.starts_at) as first_visit
              from appointments a
             where a.tenant_id = ${s.tenantId} and a.status = 'active'
               and (${s.branchId}::int is null or a.branch_id = ${s.branchId}::int)
             group by a.customer_id) f
           where f.first_visit >= ${s.from.toISOString()}::timestamptz and f.first_visit < ${s.to.toISOString()}::timestamptz`),
      );
      return num(row?.patients);
    },

    /**
     * Each active doctor's open minutes in the period: the weekly hours at the scope's branches on each date, in
     * the clinic's zone (a wall range on a clock-change day is as long as the clock says), less blocked time.
     */
    async openMinutes(s: InsightsScope): Promise<Map<number, number>> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with hours as (
            select d.id as doctor_id, h."branchId" as branch_id,
                   tstzrange((day.date::date + h.start::time) at time zone ${s.timeZone},
                             (day.date::date + h."end"::time) at time zone ${s.timeZone}, '[)') as open
              from doctors d
             cross join generate_series(${s.fromDate}::date, ${s.toDate}::date, interval '1 day') as day(date)
             cross join jsonb_to_recordset(d.working_hours) as h(day int, start text, "end" text, "branchId" int)
             where d.tenant_id = ${s.tenantId} and d.status = '1'
               and h.day = extract(dow from day.date::date)
               and (${s.branchId}::int is null or h."branchId" = ${s.branchId}::int)),
          per_doctor as (
            select hours.doctor_id, range_agg(hours.open) as open,
                   coalesce((select range_agg(tstzrange(b.starts_at, b.ends_at, '[)'))
                               from time_blocks b
                              where b.tenant_id = ${s.tenantId}
                                and (b.doctor_id = hours.doctor_id
                                     or (b.doctor_id is null and b.branch_id in (select h2.branch_id from hours h2
                                                                                 where h2.doctor_id = hours.doctor_id)))
                                and b.starts_at < ${s.to.toISOString()}::timestamptz
                                and b.ends_at > ${s.from.toISOString()}::timestamptz),
                            '{}'::tstzmultirange) as blocked
              from hours group by hours.doctor_id)
          select p.doctor_id, coalesce(sum(${MINUTES(sql`r`)}), 0) as minutes
            from per_doctor p left join lateral unnest(p.open - p.blocked) as r on true
           group by p.doctor_id`),
      );
      return new Map(rows.map((row) => [num(row.doctor_id), num(row.minutes)]));
    },
  };
}
export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
