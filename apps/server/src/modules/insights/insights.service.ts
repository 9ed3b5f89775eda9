import type { TLang } from '@clinic/contract/core/common';
import { INSIGHTS_MAX_DAYS, type TInsights, type TPeriodFigures } from '@clinic/contract/staff/staff-insights';
import { AppError } from '../../errors';
import { pick, toMajor } from '../../lib/localize';
import type { StaffSession } from '../../lib/staff-session';
import { addDays, dateMs, zonedDay } from '../../lib/zoned-time';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { TenantRow } from '../../db/tenant-row';
import type { InsightsRepository, InsightsScope, VisitGroup } from './insights.repository';
import { assertSection } from '../../lib/staff-sections';

const DAY = 24 * 60 * 60_000;
/** A share as the answer gives it: four decimals, or null when there is nothing to divide by. */
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
/** What a group counts, added up when groups are rolled up. */
const SUMMED = [
  'visits',
  'noShows',
  'started',
  'cancellations',
  'lateCancellations',
  'bookedMinutes',
] as const satisfies ReadonlyArray<keyof VisitGroup>;

/** The owners' figures of a period in the clinic's time zone, beside the period of the same length before it. */
export function createInsights(deps: {
  repo: InsightsRepository;
  catalog: Pick<CatalogRows, 'listDoctors' | 'listTreatments'>;
  now: () => Date;
}) {
  const { repo } = deps;

  function scopeOf(tenant: TenantRow, fromDate: string, toDate: string, branchId: number | null): InsightsScope {
    return {
      tenantId: tenant.id,
      timeZone: tenant.timeZone,
      branchId,
      fromDate,
      toDate,
      from: new Date(zonedDay(tenant.timeZone, fromDate).boundaryOf(0)),
      to: new Date(zonedDay(tenant.timeZone, addDays(toDate, 1)).boundaryOf(0)),
      now: deps.now(),
      cancelNoticeHours: tenant.cancelNoticeHours,
    };
  }

  async function periodOf(scope: InsightsScope) {
    const [groups, money, medianDaysAhead, open, newPatients] = await Promise.all([
      repo.groups(scope),
      repo.money(scope),
      repo.medianDaysAhead(scope),
      repo.openMinutes(scope),
      repo.newPatients(scope),
    ]);
    const total = (field: keyof VisitGroup) => sum(groups.map((group) => group[field]));
    const figures: TPeriodFigures = {
      from: scope.fromDate,
      to: scope.toDate,
      visits: total('visits'),
      no_shows: total('noShows'),
      no_show_rate: rate(total('noShows'), total('started')),
      fill_rate: rate(total('bookedMinutes'), sum(open.values())),
      cancellations: total('cancellations'),
      late_cancellations: total('lateCancellations'),
      new_patients: newPatients,
      median_days_ahead: medianDaysAhead,
      revenue: toMajor(sum(money.map((row) => row.revenueMinor))),
      refunded: toMajor(sum(money.map((row) => row.refundedMinor))),
    };
    return { figures, open, groups, money: new Map(money.map((row) => [row.treatmentId, row])) };
  }

  /** The groups added up by one of their keys. */
  function rollUp(groups: VisitGroup[], key: 'doctorId' | 'treatmentId' | 'weekday') {
    const byKey = new Map<number, VisitGroup>();
    for (const group of groups) {
      const sumSoFar = byKey.get(group[key]);
      if (!sumSoFar) {
        byKey.set(group[key], { ...group });
        continue;
      }
      for (const field of SUMMED) sumSoFar[field] += group[field];
    }
    return byKey;
  }

  return {
    async figures(
      staff: StaffSession,
      tenant: TenantRow,
      query: { from: string; to: string; branch?: number | undefined },
      lang: TLang,
    ): Promise<TInsights> {
      assertSection(staff, 'insights');
      const days = Math.round((dateMs(query.to) - dateMs(query.from)) / DAY) + 1;
      if (days < 1 || days > INSIGHTS_MAX_DAYS) throw new AppError('INSIGHTS_RANGE_INVALID');
      const branchId = query.branch ?? null;
      const scope = scopeOf(tenant, query.from, query.to, branchId);
      const before = scopeOf(tenant, addDays(query.from, -days), addDays(query.from, -1), branchId);
      const [current, previous, doctors, treatments] = await Promise.all([
        periodOf(scope),
        periodOf(before),
        deps.catalog.listDoctors(tenant.id),
        deps.catalog.listTreatments(tenant.id),
      ]);
      const booked = rollUp(current.groups, 'doctorId');
      const doctorName = new Map(doctors.map((row) => [row.id, pick(row.name, lang) ?? '']));
      const treatmentName = new Map(treatments.map((row) => [row.id, pick(row.name, lang) ?? '']));
      const doctorIds = [...new Set([...current.open.keys(), ...booked.keys()])];
      return {
        ...current.figures,
        currency: tenant.currency,
        previous: previous.figures,
        by_doctor: doctorIds
          .map((id) => {
            const row = booked.get(id);
            const open = current.open.get(id) ?? 0;
            return {
              doctor_id: id,
              name: doctorName.get(id) ?? '',
              visits: row?.visits ?? 0,
              no_shows: row?.noShows ?? 0,
              fill_rate: rate(row?.bookedMinutes ?? 0, open),
              booked_minutes: row?.bookedMinutes ?? 0,
              open_minutes: open,
            };
          })
          .sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name)),
        by_treatment: [...rollUp(current.groups, 'treatmentId').values()]
          .map((row) => ({
            treatment_id: row.treatmentId,
            name: treatmentName.get(row.treatmentId) ?? '',
            visits: row.visits,
            revenue: toMajor(current.money.get(row.treatmentId)?.revenueMinor ?? 0),
            refunded: toMajor(current.money.get(row.treatmentId)?.refundedMinor ?? 0),
          }))
          .sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name)),
        by_weekday: [...rollUp(current.groups, 'weekday').values()]
          .map((row) => ({ weekday: row.weekday, visits: row.visits, no_shows: row.noShows }))
          .sort((a, b) => a.weekday - b.weekday),
      };
    },
  };
}
export type Insights = ReturnType<typeof createInsights>;
