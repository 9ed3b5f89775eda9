import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import type { TLang } from '@clinic/contract/core/common';
import type { TAuditSubject } from '@clinic/contract/staff/staff-patients';
import { pick } from '../../lib/localize';
import { assertSection } from '../../lib/staff-sections';
import type { StaffSession } from '../../lib/staff-session';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { PatientsService } from '../identity/patients.service';
import type { AuditRepository } from './audit.repository';

/** What a visit's audit entry keeps (visitSnapshot, or a closure's shorter record): any of these may be missing. */
type VisitRecord = {
  customer_id?: number;
  doctor_id?: number;
  treatment_id?: number;
  starts_at?: string;
  cancel_reason?: string | null;
  reason?: string | null;
};

const recordOf = (value: unknown): VisitRecord =>
  typeof value === 'object' && value !== null ? (value as VisitRecord) : {};

/**
 * The owners' audit log, each entry with what a sentence needs: the patient's name, the visit's treatment, doctor
 * and time, where it moved from and why it was cancelled. Names are read now, in the page's language (an erased
 * patient's name is its marker).
 */
export function createAuditLog(deps: {
  audit: AuditRepository;
  catalog: CatalogRepository;
  patients: PatientsService;
}) {
  const { audit, catalog, patients } = deps;

  return {
    async list(
      staff: StaffSession,
      lang: TLang,
      filter: { action?: TAuditAction | undefined; before_id?: number | undefined },
    ) {
      assertSection(staff, 'audit');
      const rows = await audit.list(staff.tenantId, { action: filter.action, beforeId: filter.before_id });
      const patientIds = new Set<number>();
      for (const row of rows) {
        if (row.targetType === 'patient' && row.targetId) patientIds.add(row.targetId);
        const customer = recordOf(row.after).customer_id ?? recordOf(row.before).customer_id;
        if (customer) patientIds.add(customer);
      }
      const [names, doctors, treatments] = await Promise.all([
        patients.namesOf(staff.tenantId, [...patientIds]),
        catalog.listDoctors(staff.tenantId),
        catalog.listTreatments(staff.tenantId),
      ]);
      const doctorName = (id: number | undefined) => pick(doctors.find((d) => d.id === id)?.name, lang) ?? null;
      const treatmentName = (id: number | undefined) => pick(treatments.find((t) => t.id === id)?.name, lang) ?? null;

      const subjectOf = (row: (typeof rows)[number]): TAuditSubject | null => {
        if (row.targetType === 'patient') return { ...NO_SUBJECT, patient: names.get(row.targetId ?? 0) ?? null };
        const before = recordOf(row.before);
        const after = recordOf(row.after);
        if (row.targetType === 'waitlist') {
          return {
            ...NO_SUBJECT,
            patient: names.get(after.customer_id ?? 0) ?? null,
            treatment: treatmentName(after.treatment_id),
            reason: after.reason ?? null,
          };
        }
        if (row.targetType !== 'appointment') return null;
        const visit = { ...before, ...after };
        const moved =
          (row.action === 'visit.moved' || row.action === 'visit.moved_overbooked') &&
          before.starts_at !== after.starts_at;
        return {
          patient: names.get(visit.customer_id ?? 0) ?? null,
          treatment: treatmentName(visit.treatment_id),
          doctor: doctorName(visit.doctor_id),
          starts_at: visit.starts_at ?? null,
          moved_from: moved ? (before.starts_at ?? null) : null,
          reason: after.cancel_reason ?? after.reason ?? null,
        };
      };

      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.createdAt.toISOString(),
          staff_name: row.staffName,
          // Written only through the typed audit writer (AuditEntry.action).
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          subject: subjectOf(row),
          before: row.before,
          after: row.after,
        })),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;

const NO_SUBJECT: TAuditSubject = {
  patient: null,
  treatment: null,
  doctor: null,
  starts_at: null,
  moved_from: null,
  reason: null,
};
