import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { PaymentFigures } from '../payments/payment-figures.service';

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

/** The period's visits of one doctor, treatment and local weekday (Sunday 0), and the money paid for them. */
export type VisitGroup = {
  doctorId: number;
  treatmentId: number;
  weekday: number;
  visits: number;
  noShows: number;
  /** Active visits that have started: what a no-show rate is out of. */
  started: number;
  cancellations: number;
  lateCancellations: number;
  bookedMinutes: number;
};

/** The money paid for the period's visits of one treatment: taken (refunded or not), and given back. */
export type TreatmentMoney = { treatmentId: number; revenueMinor: number; refundedMinor: number };

/** The middle value of a histogram (the mean of the two middle ones for an even count); null when empty. */
export function medianOfHistogram(bins: Array<{ value: number; count: number }>): number | null {
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  if (total === 0) return null;
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const bin of bins) {
      seen += bin.count;
      if (seen > rank) return bin.value;
    }
    return bins.at(-1)!.value;
  };
  return total % 2 === 1 ? valueAt((total - 1) / 2) : (valueAt(total / 2 - 1) + valueAt(total / 2)) / 2;
}

const MINUTES = (range: SQL) => sql`date_part('epoch', upper(${range}) - lower(${range})) / 60`;
const num = (value: unknown) => Number(value ?? 0);

/**
 * The clinic's offsets from UTC over the period, in seconds (a CTE `zone`): the smallest (`base`) and how far
 * the others are above it (`span`, an hour where the clocks change). Sampled at each day of the period.
 */
const zoneOffsets = (s: InsightsScope) => sql`zone as (
  select min(o.seconds)::bigint as base, (max(o.seconds) - min(o.seconds))::bigint as span
    from generate_series(${s.from.toISOString()}::timestamptz, ${s.to.toISOString()}::timestamptz + interval '1 day',
                         interval '1 day') as t(at)
   cross join lateral (select date_part('epoch', (t.at at time zone ${s.timeZone}) - (t.at at time zone 'UTC'))
                         as seconds) o)`;

/**
 * The local weekday (Sunday 0) of an instant. Converting every visit to the clinic's zone is most of the grouped
 * statement's time, so arithmetic on its seconds does it wherever the offset cannot move the day (more than `span`
 * before local midnight at the `base` offset); only visits that close to midnight take the exact conversion.
 * 1 January 1970 was a Thursday (4).
 */
const localWeekday = (s: InsightsScope, at: SQL) => {
  const local = sql`(floor(date_part('epoch', ${at}))::bigint + zone.base)`;
  return sql`case when ${local} % 86400 < 86400 - zone.span then (${local} / 86400 + 4) % 7
                  else date_part('dow', ${at} at time zone ${s.timeZone})::bigint end`;
};

/**
 * The owners' figures, a statement per group of them over the clinic's indexes: visits by their start in the period
 * (expired holds left out), money by the visit it paid for, open minutes from the doctors' weekly hours less blocked
 * time.
 */
export function createInsightsRepository(db: Db, payments: Pick<PaymentFigures, 'moneyOfVisits'>) {
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
    /**
     * The period's visits counted per doctor, treatment and local weekday (a few hundred rows however many visits);
     * the service adds these up into the totals and each table.
     */
    async groups(s: InsightsScope): Promise<VisitGroup[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with ${zoneOffsets(s)}
          select v.doctor_id, v.treatment_id, ${localWeekday(s, sql`v.starts_at`)} as weekday,
                 count(*) filter (where ${active}) as visits,
                 count(*) filter (where ${noShow}) as no_shows,
                 count(*) filter (where ${active} and v.starts_at <= ${s.now.toISOString()}::timestamptz) as started,
                 count(*) filter (where v.status = 'cancelled') as cancellations,
                 count(*) filter (where v.status = 'cancelled'
                   and v.cancelled_at > v.starts_at - make_interval(hours => ${s.cancelNoticeHours}::int)) as late,
                 coalesce(sum(date_part('epoch', v.ends_at - v.starts_at) / 60) filter (where ${active}), 0) as minutes
            from (${visitsIn(s)}) v cross join zone
           group by 1, 2, 3`),
      );
      return rows.map((row) => ({
        doctorId: num(row.doctor_id),
        treatmentId: num(row.treatment_id),
        weekday: num(row.weekday),
        visits: num(row.visits),
        noShows: num(row.no_shows),
        started: num(row.started),
        cancellations: num(row.cancellations),
        lateCancellations: num(row.late),
        bookedMinutes: num(row.minutes),
      }));
    },

    /**
     * The money paid for the period's visits, per treatment, summed by the payments module as its list sums it
     * (part refunds too): from the clinic's payments to the visits they paid for.
     */
    async money(s: InsightsScope): Promise<TreatmentMoney[]> {
      const visits = sql`select v.id, v.treatment_id as key from (${visitsIn(s)}) v`;
      const rows = await payments.moneyOfVisits(s.tenantId, visits);
      return rows.map((row) => ({
        treatmentId: row.key,
        revenueMinor: row.takenMinor,
        refundedMinor: row.refundedMinor,
      }));
    },

    /** How many days ahead the period's visits were booked, the median, to a tenth of a day (null: no visits). */
    async medianDaysAhead(s: InsightsScope): Promise<number | null> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select round(date_part('epoch', v.starts_at - v.created_at) / 8640) as tenths, count(*) as visits
            from (${visitsIn(s)}) v where ${active}
           group by 1 order by 1`),
      );
      return medianOfHistogram(rows.map((row) => ({ value: num(row.tenths) / 10, count: num(row.visits) })));
    },

    /** Patients whose first visit (at the scope's branches) falls in the period: none active before it. */
    async newPatients(s: InsightsScope): Promise<number> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select count(distinct v.customer_id) as patients
            from (${visitsIn(s)}) v
           where v.status = 'active'
             and not exists (
               select 1 from appointments a
                where a.tenant_id = ${s.tenantId} and a.customer_id = v.customer_id and a.status = 'active'
                  and a.starts_at < ${s.from.toISOString()}::timestamptz
                  and (${s.branchId}::int is null or a.branch_id = ${s.branchId}::int))`),
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
