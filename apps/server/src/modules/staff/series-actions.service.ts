import type { TStaffSeriesRequest } from '@clinic/contract/appointments/staff-series';
import { SERIES_COUNT } from '@clinic/contract/appointments/series-limits';
import { type StaffSession, assertOwnDoctor } from '../../lib/staff-session';
import type { AppointmentsService } from '../appointments/appointments.service';
import { seriesDates } from '../appointments/series/series-dates';
import type { PatientsService } from '../identity/patients.service';
import type { TenantRow } from '../../db/tenant-row';
import type { AuditService } from '../audit/audit.service';
import { assertPatientBookableBy } from './patient-access';

/** Recurring visits as staff book and end them: checked against the role and written to the audit log. */
export function createSeriesActions(deps: {
  appointments: AppointmentsService;
  patients: PatientsService;
  audit: AuditService;
}) {
  const { appointments, audit } = deps;
  return {
    /** Books the whole series for a patient (a doctor account: with itself only), or nothing. */
    async book(staff: StaffSession, tenant: TenantRow, input: TStaffSeriesRequest) {
      assertOwnDoctor(staff, input.doctor_id);
      const patient = await deps.patients.find(staff.tenantId, input.patient_id);
      await assertPatientBookableBy(staff, tenant, patient.id, { appointments, audit });
      const rule = { firstDate: input.date, everyWeeks: input.every_weeks };
      const dates = seriesDates(
        input.count !== undefined ? { ...rule, count: input.count } : { ...rule, until: input.until! },
        SERIES_COUNT.max,
      );
      const { seriesId, appointmentIds } = await appointments.bookSeries(
        tenant,
        patient.id,
        {
          branchId: input.branch_id,
          treatmentId: input.treatment_id,
          doctorId: input.doctor_id,
          startTime: input.start_time,
          familyMemberId: input.family_member_id,
          everyWeeks: input.every_weeks,
          dates,
        },
        staff.staffId,
      );
      await audit.record(staff, {
        action: 'series.booked',
        targetType: 'series',
        targetId: seriesId,
        after: {
          customer_id: patient.id,
          doctor_id: input.doctor_id,
          branch_id: input.branch_id,
          treatment_id: input.treatment_id,
          start_time: input.start_time,
          every_weeks: input.every_weeks,
          dates,
          appointment_ids: appointmentIds,
        },
      });
      return { series_id: seriesId, appointment_ids: appointmentIds };
    },

    /** Cancels the series' visits from a date on; a doctor account only its own series. */
    async cancelFrom(
      staff: StaffSession,
      tenant: TenantRow,
      seriesId: number,
      input: { from_date: string; reason?: string | undefined },
    ) {
      const series = await appointments.findSeries(tenant.id, seriesId);
      assertOwnDoctor(staff, series.doctorId);
      const cancelled = await appointments.cancelSeriesFrom(
        tenant,
        seriesId,
        input.from_date,
        input.reason,
        staff.staffId,
      );
      await audit.record(staff, {
        action: 'series.cancelled',
        targetType: 'series',
        targetId: seriesId,
        after: { from_date: input.from_date, reason: input.reason ?? null, appointment_ids: cancelled },
      });
      return { success: 1 as const, cancelled_ids: cancelled };
    },

    /** Moves a series' visit and the later ones ("this and later"); a doctor account only its own series. */
    async moveFrom(
      staff: StaffSession,
      tenant: TenantRow,
      seriesId: number,
      input: { appointment_id: number; date: string; start_time: string },
    ) {
      const series = await appointments.findSeries(tenant.id, seriesId);
      assertOwnDoctor(staff, series.doctorId);
      const moved = await appointments.moveSeriesFrom(tenant, seriesId, {
        appointmentId: input.appointment_id,
        date: input.date,
        startTime: input.start_time,
        staffId: staff.staffId,
      });
      await audit.record(staff, {
        action: 'series.moved',
        targetType: 'series',
        targetId: seriesId,
        after: {
          from_appointment_id: input.appointment_id,
          date: input.date,
          start_time: input.start_time,
          appointment_ids: moved,
        },
      });
      return { success: 1 as const, moved_ids: moved };
    },
  };
}
export type SeriesActions = ReturnType<typeof createSeriesActions>;
