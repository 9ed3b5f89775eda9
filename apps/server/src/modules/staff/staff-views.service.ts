import type { TLang } from '@clinic/contract/core/common';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import type { TPatientCard } from '@clinic/contract/staff/staff-patients';
import { AppError } from '../../errors';
import { clinicCountry } from '@clinic/contract/site/emergency-number';
import { pick } from '../../lib/localize';
import { phoneCountry } from '../../lib/phone';
import { sectionsOf } from '../../lib/staff-sections';
import { type StaffSession, assertOwnDoctor } from '../../lib/staff-session';
import { assertPatientOpenTo, limitedToOwnPatients } from './patient-access';
import { wallOf } from '../../lib/zoned-time';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { EarliestService } from '../availability/earliest.service';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import { patientSummaryOf, type PatientsService } from '../identity/patients.service';
import type { TenantRow } from '../../db/tenant-row';

/** What staff read: who they are, free times and patients (the agenda: staff-agenda.service.ts; the audit log: audit-log.service.ts). */
export function createStaffViews(deps: {
  appointments: AppointmentsService;
  availability: AvailabilityService;
  earliest: EarliestService;
  catalog: CatalogRows;
  patients: PatientsService;
  now: () => Date;
}) {
  const { appointments, catalog, now } = deps;

  return {
    async workspace(staff: StaffSession, tenant: TenantRow, lang: TLang): Promise<TStaffWorkspace> {
      const [branches, doctors, treatments] = await Promise.all([
        catalog.listBranches(staff.tenantId),
        catalog.listDoctors(staff.tenantId),
        catalog.listTreatments(staff.tenantId),
      ]);
      // A doctor's menus hold the branches where they work (their day is read across those); others' (and a
      // doctor's with no hours anywhere yet), every branch.
      const ownHours = doctors.find((d) => d.id === staff.doctorId)?.workingHours ?? [];
      const ownBranches = ownHours.length > 0 ? new Set(ownHours.map((w) => w.branchId)) : undefined;
      return {
        account_id: staff.staffId,
        name: staff.name,
        role: staff.role,
        doctor_id: staff.doctorId,
        clinic: {
          key: tenant.key,
          name: pick(tenant.name, lang) ?? tenant.key,
          time_zone: tenant.timeZone,
          today: wallOf(tenant.timeZone, now().getTime()).date,
          country: clinicCountry(phoneCountry(tenant.phone), tenant.timeZone) ?? null,
        },
        second_factor: { enabled: staff.secondFactorEnabled, required: tenant.staffSecondFactorRequired },
        sections: sectionsOf(staff.role),
        // Archived branches leave the staff's menus (setup still lists them, to restore).
        branches: branches
          .filter((b) => b.archivedAt === null && (staff.role !== 'doctor' || !ownBranches || ownBranches.has(b.id)))
          .map((b) => ({ id: b.id, name: pick(b.name, lang) ?? '' })),
        doctors: doctors
          .filter((d) => d.status === '1')
          .map((d) => ({
            id: d.id,
            name: pick(d.name, lang) ?? '',
            branch_ids: [...new Set(d.workingHours.map((w) => w.branchId))],
          })),
        // Archived treatments can no longer be booked; their visits still show on the agenda.
        treatments: treatments
          .filter((t) => t.archivedAt === null)
          .map((t) => ({
            id: t.id,
            name: pick(t.name, lang) ?? '',
            duration_minutes: t.durationMinutes,
            branch_ids: t.branchIds,
          })),
      };
    },

    /** Free starts of a day for a treatment; a doctor account sees its own free times only. */
    async freeTimes(
      staff: StaffSession,
      tenant: TenantRow,
      query: { date: string; branch: number; treatment: number; ignore_visit?: number | undefined },
    ) {
      const times = await deps.availability.freeTimes(tenant, {
        branchId: query.branch,
        treatmentId: query.treatment,
        date: query.date,
        ...(query.ignore_visit ? { ignoreAppointmentId: query.ignore_visit } : {}),
      });
      return {
        times: times
          .map((slot) => ({
            time: slot.time,
            doctor_ids: slot.doctorIds.filter((id) => staff.role !== 'doctor' || id === staff.doctorId),
          }))
          .filter((slot) => slot.doctor_ids.length > 0),
      };
    },

    /**
     * "Next available": the first start where one doctor (the one asked for, a doctor account's own, or any) is
     * free for the whole visit, from now or a later date, on the staff's rules; null when none is within a year.
     */
    async nextFree(
      staff: StaffSession,
      tenant: TenantRow,
      query: { branch: number; treatment: number; doctor?: number | undefined; from?: string | undefined },
      ignoreVisit?: number,
    ) {
      if (query.doctor !== undefined) {
        assertOwnDoctor(staff, query.doctor);
        if (!(await catalog.findDoctor(staff.tenantId, query.doctor))) throw new AppError('DOCTOR_NOT_FOUND');
      }
      const doctorId = staff.role === 'doctor' ? (staff.doctorId ?? undefined) : query.doctor;
      // A visit being moved: its own time is free to it, but its own start is no answer.
      const moved = ignoreVisit === undefined ? undefined : await appointments.find(staff.tenantId, ignoreVisit);
      if (ignoreVisit !== undefined && !moved) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (moved) assertOwnDoctor(staff, moved.doctorId);
      const [first] = await deps.earliest.earliest(
        tenant,
        { treatmentId: query.treatment, branchId: query.branch, ...(query.from ? { from: query.from } : {}) },
        { by: 'staff', doctorId, ignoreAppointmentId: ignoreVisit, skipStart: moved?.startsAt.getTime() },
      );
      return {
        next: first ? { date: first.date, start_time: first.time, doctor_ids: first.doctorIds } : null,
      };
    },

    /**
     * Patients by name, any part of the phone, or a visit number (`123` or `#123`): the visit's patient comes
     * first, when the visit is this clinic's. A doctor account finds only its own patients and visits unless the
     * clinic gives doctors the whole list (decision 015).
     */
    async searchPatients(staff: StaffSession, tenant: TenantRow, query: string) {
      const limited = limitedToOwnPatients(staff, tenant);
      const within = limited ? await appointments.patientsOf(staff.tenantId, staff.doctorId ?? 0) : undefined;
      const found = await deps.patients.search(staff.tenantId, query, within);
      const visitNumber = /^#?(\d{1,12})$/.exec(query.trim())?.[1];
      const visit = visitNumber ? await appointments.find(staff.tenantId, Number(visitNumber)) : undefined;
      const visitHidden = limited && (visit?.doctorId !== staff.doctorId || visit?.status !== 'active');
      if (!visit || visitHidden) return { patients: found };
      const owner = patientSummaryOf(await deps.patients.find(staff.tenantId, visit.customerId));
      return { patients: [owner, ...found.filter((patient) => patient.id !== owner.id)] };
    },

    /** A patient's card; a doctor account opens only its own patients' and sees only its own visits on them. */
    async patientCard(staff: StaffSession, tenant: TenantRow, id: number, lang: TLang): Promise<TPatientCard> {
      const patient = await deps.patients.find(staff.tenantId, id);
      await assertPatientOpenTo(staff, tenant, patient.id, appointments);
      const visits = (
        await appointments.agendaVisits(tenant, { tenantId: staff.tenantId, customerId: patient.id }, lang)
      ).filter((v) => staff.role !== 'doctor' || v.doctor_id === staff.doctorId);
      return {
        ...patientSummaryOf(patient),
        notes: patient.staffNotes ?? '',
        erased: patient.erasedAt !== null,
        no_shows: visits.filter((v) => v.status === 'no_show').length,
        visits: visits.reverse(),
      };
    },
  };
}
export type StaffViews = ReturnType<typeof createStaffViews>;
