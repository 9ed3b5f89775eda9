import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import { AppError } from '../../errors';
import { type StaffSession, assertOwnDoctor, staffActor } from '../../lib/staff-session';
import type { AppointmentRow, AttendanceMark } from '../appointments/appointments.types';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import { patientSummaryOf, type PatientsService } from '../identity/patients.service';
import type { TenantRow } from '../../db/tenant-row';
import type { AuditService } from '../audit/audit.service';
import { assertPatientBookableBy, assertPatientOpenTo } from './patient-access';

/** What the audit log keeps of a visit whose note changed: where and when it is, and its state. */
const visitSnapshot = (row: AppointmentRow) => ({
  customer_id: row.customerId,
  doctor_id: row.doctorId,
  branch_id: row.branchId,
  treatment_id: row.treatmentId,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  status: row.status,
  attendance: row.attendance,
  cancel_reason: row.cancelReason,
  overbook: row.overbook,
});

/**
 * What staff change, each checked against the role and written to the audit log: a change of a visit by its event
 * (audit/visit-audit-follower.ts), the rest here.
 */
export function createStaffActions(deps: {
  appointments: AppointmentsService;
  catalog: CatalogRows;
  patients: PatientsService;
  audit: AuditService;
}) {
  const { appointments, audit } = deps;

  /** A visit of this clinic that this account may act on (a doctor: its own). */
  async function visitFor(staff: StaffSession, id: number): Promise<AppointmentRow> {
    const row = await appointments.find(staff.tenantId, id);
    if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
    assertOwnDoctor(staff, row.doctorId);
    return row;
  }

  /** 404 for a doctor this clinic does not have (ids are the clinic's own: another clinic's is unknown here). */
  async function assertDoctorOfClinic(staff: StaffSession, doctorId: number) {
    if (!(await deps.catalog.findDoctor(staff.tenantId, doctorId))) throw new AppError('DOCTOR_NOT_FOUND');
  }

  /** Records a change of a visit that is no event of its life (its note), reading it back for the after state. */
  async function recordVisit(staff: StaffSession, action: TAuditAction, before: AppointmentRow | null, id: number) {
    const after = await appointments.find(staff.tenantId, id);
    await audit.record(staff, {
      action,
      targetType: 'appointment',
      targetId: id,
      before: before ? visitSnapshot(before) : null,
      after: after ? visitSnapshot(after) : null,
    });
  }

  return {
    /** Books for a patient who phoned or walked in: the patient site's engine, no payment hold. */
    async book(
      staff: StaffSession,
      tenant: TenantRow,
      input: {
        patient_id: number;
        branch_id: number;
        treatment_id: number;
        doctor_id?: number | undefined;
        date: string;
        start_time: string;
        family_member_id?: number | undefined;
        overbook?: boolean | undefined;
        note?: string | undefined;
      },
    ) {
      const doctorId = staff.role === 'doctor' ? staff.doctorId! : input.doctor_id;
      if (input.doctor_id !== undefined) assertOwnDoctor(staff, input.doctor_id);
      const patient = await deps.patients.find(staff.tenantId, input.patient_id);
      await assertPatientBookableBy(staff, tenant, patient.id, { appointments, audit });
      if (input.overbook) {
        if (doctorId === undefined) throw new AppError('OVERBOOK_NEEDS_DOCTOR');
        await assertDoctorOfClinic(staff, doctorId);
        const id = await appointments.overbook(
          tenant,
          patient.id,
          {
            branchId: input.branch_id,
            treatmentId: input.treatment_id,
            doctorId,
            date: input.date,
            startTime: input.start_time,
            familyMemberId: input.family_member_id,
            note: input.note || null,
          },
          staffActor(staff),
        );
        return { success: 1 as const, id };
      }
      const answer = await appointments.create(
        tenant,
        patient.id,
        {
          branchId: input.branch_id,
          treatmentId: input.treatment_id,
          date: input.date,
          startTime: input.start_time,
          doctorId,
          familyMemberId: input.family_member_id,
        },
        undefined,
        { byStaff: true, staffActor: staffActor(staff), note: input.note || null },
      );
      return { success: 1 as const, id: Number(answer.data.id) };
    },

    async move(
      staff: StaffSession,
      tenant: TenantRow,
      id: number,
      input: { date: string; start_time: string; doctor_id?: number | undefined; overbook?: boolean | undefined },
    ) {
      await visitFor(staff, id);
      if (input.doctor_id !== undefined) assertOwnDoctor(staff, input.doctor_id);
      if (input.overbook && input.doctor_id !== undefined) await assertDoctorOfClinic(staff, input.doctor_id);
      const move = {
        appointmentId: id,
        date: input.date,
        startTime: input.start_time,
        doctorId: staff.role === 'doctor' ? staff.doctorId! : input.doctor_id,
      };
      if (input.overbook) await appointments.moveOverbook(tenant, move, staffActor(staff));
      else await appointments.moveByStaff(tenant, move, staffActor(staff));
      return { success: 1 as const };
    },

    async cancel(staff: StaffSession, tenant: TenantRow, id: number, reason: string) {
      await visitFor(staff, id);
      await appointments.cancelByStaff(tenant, id, reason, staffActor(staff));
      return { success: 1 as const };
    },

    async markAttendance(staff: StaffSession, tenant: TenantRow, id: number, mark: AttendanceMark) {
      await visitFor(staff, id);
      await appointments.markAttendance(tenant, id, mark, staffActor(staff));
      return { success: 1 as const };
    },

    /** Replaces the visit's note for the doctor (empty: none); the audit log records that it changed, not the text. */
    async setVisitNote(staff: StaffSession, id: number, note: string) {
      const before = await visitFor(staff, id);
      await appointments.setVisitNote(staff.tenantId, id, note || null);
      await recordVisit(staff, 'visit.note_changed', before, id);
      return { success: 1 as const };
    },

    /**
     * Blocks time of a doctor (a doctor account: its own only) or a whole branch. With cancel_visits, the
     * visits inside are cancelled with it, with the block's reason; otherwise their number refuses it.
     */
    async block(
      staff: StaffSession,
      tenant: TenantRow,
      input: {
        branch_id: number;
        doctor_id?: number | undefined;
        from_date: string;
        to_date: string;
        start_time: string;
        end_time: string;
        reason: string;
        cancel_visits: boolean;
        repeat_weeks?: number | undefined;
      },
    ) {
      assertOwnDoctor(staff, input.doctor_id);
      if (!(await deps.catalog.findBranch(staff.tenantId, input.branch_id))) throw new AppError('BRANCH_UNKNOWN');
      if (input.doctor_id !== undefined && !(await deps.catalog.findDoctor(staff.tenantId, input.doctor_id))) {
        throw new AppError('DOCTOR_NOT_FOUND');
      }
      const scope = { tenantId: staff.tenantId, branchId: input.branch_id, doctorId: input.doctor_id ?? null };
      const { blocks, cancelled } = await appointments.block(tenant, scope, {
        fromDate: input.from_date,
        toDate: input.to_date,
        startTime: input.start_time,
        endTime: input.end_time,
        reason: input.reason,
        staffId: staff.staffId,
        cancelVisits: input.cancel_visits,
        weeks: input.repeat_weeks,
      });
      for (const block of blocks) {
        await audit.record(staff, {
          action: 'time.blocked',
          targetType: 'block',
          targetId: block.id,
          after: {
            branch_id: block.branchId,
            doctor_id: block.doctorId,
            starts_at: block.startsAt.toISOString(),
            ends_at: block.endsAt.toISOString(),
            reason: block.reason,
          },
        });
      }
      return { success: 1 as const, ids: blocks.map((b) => b.id), cancelled: cancelled.length };
    },

    /** Gives a blocked time back; with `wholeSeries`, every weekly repeat of it. */
    async unblock(staff: StaffSession, tenant: TenantRow, id: number, wholeSeries = false) {
      const found = await appointments.findBlock(staff.tenantId, id);
      if (!found) throw new AppError('BLOCK_NOT_FOUND');
      assertOwnDoctor(staff, found.doctorId);
      const removed = wholeSeries
        ? await appointments.unblockSeries(tenant, id)
        : [await appointments.unblock(tenant, id)];
      for (const block of removed) {
        await audit.record(staff, {
          action: 'time.unblocked',
          targetType: 'block',
          targetId: block.id,
          before: {
            branch_id: block.branchId,
            doctor_id: block.doctorId,
            starts_at: block.startsAt.toISOString(),
            ends_at: block.endsAt.toISOString(),
            reason: block.reason,
          },
        });
      }
      return { success: 1 as const };
    },

    async createPatient(staff: StaffSession, input: { name: string; phone: string; email?: string | undefined }) {
      const row = await deps.patients.create(staff.tenantId, input);
      await audit.record(staff, { action: 'patient.created', targetType: 'patient', targetId: row.id });
      return patientSummaryOf(row);
    },

    async setPatientNotes(staff: StaffSession, tenant: TenantRow, id: number, notes: string) {
      const before = await deps.patients.find(staff.tenantId, id);
      await assertPatientOpenTo(staff, tenant, id, appointments);
      await deps.patients.setNotes(staff.tenantId, id, notes);
      await audit.record(staff, {
        action: 'patient.notes_changed',
        targetType: 'patient',
        targetId: id,
        before: { notes: before.staffNotes ?? '' },
        after: { notes },
      });
      return { success: 1 as const };
    },
  };
}
export type StaffActions = ReturnType<typeof createStaffActions>;
