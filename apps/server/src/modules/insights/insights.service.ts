import type { TLang } from '@clinic/contract/core/common';
import { INSIGHTS_MAX_DAYS, type TInsights, type TPeriodFigures } from '@clinic/contract/staff/staff-insights';
import { AppError } from '../../errors';
import { pick, toMajor } from '../../lib/localize';
import { type StaffSession } from '../../lib/staff-session';
import { addDays, dateMs, zonedDay } from '../../lib/zoned-time';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { TenantRow } from '../tenants/tenants.repository';
import type { InsightsRepository, InsightsScope } from './insights.repository';
import { assertSection } from '../../lib/staff-sections';

const DAY = 24 * 60 * 60_000;
/** A share as the answer gives it: four decimals, or null when there is nothing to divide by. */
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The owners' figures of a period in the clinic's time zone, beside the period of the same length before it. */
export function createInsights(deps: {
  repo: InsightsRepository;
  catalog: Pick<CatalogRepository, 'listDoctors' | 'listTreatments'>;
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
    const [totals, open, treatments, newPatients] = await Promise.all([
      repo.totals(scope),
      repo.openMinutes(scope),
      repo.byTreatment(scope),
      repo.newPatients(scope),
    ]);
    const figures: TPeriodFigures = {
      from: scope.fromDate,
      to: scope.toDate,
      visits: totals.visits,
      no_shows: totals.noShows,
      no_show_rate: rate(totals.noShows, totals.started),
      fill_rate: rate(totals.bookedMinutes, sum([...open.values()])),
      cancellations: totals.cancellations,
      late_cancellations: totals.lateCancellations,
      new_patients: newPatients,
      median_days_ahead: totals.medianLeadDays === null ? null : Math.round(totals.medianLeadDays * 10) / 10,
      revenue: toMajor(sum(treatments.map((row) => row.revenueMinor))),
      refunded: toMajor(sum(treatments.map((row) => row.refundedMinor))),
    };
    return { figures, open, treatments };
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
      const [current, previous, doctorRows, weekdays, doctors, treatments] = await Promise.all([
        periodOf(scope),
        periodOf(before),
        repo.byDoctor(scope),
        repo.byWeekday(scope),
        deps.catalog.listDoctors(tenant.id),
        deps.catalog.listTreatments(tenant.id),
      ]);
      const doctorName = new Map(doctors.map((row) => [row.id, pick(row.name, lang) ?? '']));
      const treatmentName = new Map(treatments.map((row) => [row.id, pick(row.name, lang) ?? '']));
      const booked = new Map(doctorRows.map((row) => [row.doctorId, row]));
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
        by_treatment: current.treatments
          .map((row) => ({
            treatment_id: row.treatmentId,
            name: treatmentName.get(row.treatmentId) ?? '',
            visits: row.visits,
            revenue: toMajor(row.revenueMinor),
            refunded: toMajor(row.refundedMinor),
          }))
          .sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name)),
        by_weekday: weekdays
          .map((row) => ({ weekday: row.weekday, visits: row.visits, no_shows: row.noShows }))
          .sort((a, b) => a.weekday - b.weekday),
      };
    },
  };
}
export type Insights = ReturnType<typeof createInsights>;
