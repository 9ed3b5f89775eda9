import type { TLang } from '@clinic/contract/core/common';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import type { TAgenda } from '@clinic/contract/staff/staff-agenda';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import type { StaffSession } from '../../lib/staff-session';
import { addDays, weekdayOf, zonedDay } from '../../lib/zoned-time';
import { gridVisitOf, wallRangeOf } from '../appointments/desk/agenda';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { TenantRow } from '../../db/tenant-row';
import { clinicCountryOf } from '../../lib/clinic-emergency';

/** The agenda staff read: a branch's days as the grid shows them, and one visit with its details. */
export function createStaffAgenda(deps: { appointments: AppointmentsService; catalog: CatalogRows }) {
  const { appointments, catalog } = deps;

  /** The doctors whose columns this account sees at a branch: those working there, or a doctor's own. */
  async function doctorsAt(staff: StaffSession, branchId: number, lang: TLang) {
    const doctors = await catalog.listDoctors(staff.tenantId);
    return doctors
      .filter((d) => d.status === '1' && d.workingHours.some((w) => w.branchId === branchId))
      .filter((d) => staff.role !== 'doctor' || d.id === staff.doctorId)
      .map((d) => ({
        id: d.id,
        name: pick(d.name, lang) ?? '',
        weekly: d.workingHours.filter((w) => w.branchId === branchId),
      }));
  }

  /** The visits by doctor and date (a column each), the grid's fields only; the treatments they name, once. */
  async function columnsOf(staff: StaffSession, visits: TAgendaVisit[], phoneCountry: string | undefined) {
    const durations = new Map((await catalog.listTreatments(staff.tenantId)).map((t) => [t.id, t.durationMinutes]));
    const columns = new Map<string, TAgenda['columns'][number]>();
    const treatments = new Map<number, TAgenda['treatments'][number]>();
    for (const visit of visits) {
      const key = `${visit.doctor_id}|${visit.date}`;
      let column = columns.get(key);
      if (!column) {
        column = { doctor_id: visit.doctor_id, date: visit.date, visits: [] };
        columns.set(key, column);
      }
      const duration = durations.get(visit.treatment_id) ?? 0;
      column.visits.push(gridVisitOf(visit, duration, phoneCountry));
      if (!treatments.has(visit.treatment_id)) {
        treatments.set(visit.treatment_id, {
          id: visit.treatment_id,
          name: visit.treatment,
          duration_minutes: duration,
        });
      }
    }
    return { columns: [...columns.values()], treatments: [...treatments.values()] };
  }

  return {
    /** A branch's days: its opening hours, the visible doctors, their visits and the blocked time. */
    async agenda(
      staff: StaffSession,
      tenant: TenantRow,
      query: { date: string; branch: number; days: number },
      lang: TLang,
    ): Promise<TAgenda> {
      const branch = await catalog.findBranch(staff.tenantId, query.branch);
      if (!branch) throw new AppError('BRANCH_UNKNOWN');
      const dates = Array.from({ length: query.days }, (_, index) => addDays(query.date, index));
      // Days past 9999-12-31 have no YYYY-MM-DD name.
      if (!/^\d{4}-/.test(dates.at(-1)!)) {
        throw new AppError('BAD_REQUEST', { detail: 'The days asked for run past 9999-12-31' });
      }
      const from = new Date(zonedDay(tenant.timeZone, dates[0]!).boundaryOf(0));
      const to = new Date(zonedDay(tenant.timeZone, dates.at(-1)!).boundaryOf(24 * 60));
      const doctors = await doctorsAt(staff, branch.id, lang);
      const doctorIds = doctors.map((d) => d.id);
      const range = { tenantId: staff.tenantId, branchId: branch.id, from, to };
      const [visits, blocks, held] = await Promise.all([
        appointments.agendaVisits(tenant, { ...range, doctorId: staff.doctorId }, lang),
        appointments.agendaBlocks({ ...range, doctorIds }),
        appointments.agendaHeld(tenant.timeZone, dates, { ...range, doctorIds }),
      ]);
      // The branch's opening hours and each doctor's working hours there, date by date.
      const onDates = (weekly: Array<{ day: number; start: string; end: string }>) =>
        Object.fromEntries(
          dates.map((date) => {
            const weekday = weekdayOf(date);
            return [date, weekly.filter((r) => r.day === weekday).map(({ start, end }) => ({ start, end }))];
          }),
        );
      const shown = visits.filter((v) => staff.role !== 'doctor' || v.doctor_id === staff.doctorId);
      return {
        dates,
        opening: onDates(branch.schedule),
        doctors: doctors.map(({ id, name, weekly }) => ({ id, name, hours: onDates(weekly) })),
        // A single day's answer carries phones as the clinic writes them, for the printed day list (the agenda
        // then needs no phone library); a week's leaves them to the visit call.
        ...(await columnsOf(staff, shown, dates.length === 1 ? (clinicCountryOf(tenant) ?? '') : undefined)),
        // A block over several days (a branch closed for a holiday) shows on each of its days.
        blocks: blocks.flatMap((b) =>
          dates.flatMap((date) => {
            const day = zonedDay(tenant.timeZone, date);
            const start = Math.max(b.startsAt.getTime(), day.boundaryOf(0));
            const end = Math.min(b.endsAt.getTime(), day.boundaryOf(24 * 60));
            if (start >= end) return [];
            const range = wallRangeOf(tenant.timeZone, new Date(start), new Date(end));
            return [
              {
                id: b.id,
                doctor_id: b.doctorId,
                ...range,
                reason: b.reason,
                ...(b.seriesKey ? { in_series: true as const } : {}),
              },
            ];
          }),
        ),
        held,
        currency: tenant.currency,
      };
    },

    /** One visit with its details; a doctor account opens only its own (another's is not found). */
    async visit(staff: StaffSession, tenant: TenantRow, id: number, lang: TLang): Promise<TAgendaVisit> {
      const [visit] = await appointments.agendaVisits(tenant, { tenantId: staff.tenantId, appointmentId: id }, lang);
      if (!visit || (staff.role === 'doctor' && visit.doctor_id !== staff.doctorId)) {
        throw new AppError('APPOINTMENT_NOT_FOUND');
      }
      return visit;
    },
  };
}
export type StaffAgenda = ReturnType<typeof createStaffAgenda>;
