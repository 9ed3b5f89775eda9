import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import type { TLang } from '@clinic/contract/core/common';
import { pick } from '../../lib/localize';
import { assertSection } from '../../lib/staff-sections';
import type { StaffSession } from '../../lib/staff-session';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { PatientsService } from '../identity/patients.service';
import type { Localized } from '../../db/schema';
import type { AuditService } from './audit.service';
import { type AuditNames, type VisitFacts, recordOf, subjectOf, visitIdsOf } from './audit-subjects';

/** The catalog's rows an entry names (the catalog module's lists). */
type NamedRows = PromiseLike<Array<{ id: number; name: Localized | null }>>;

/**
 * The owners' audit log, each entry with what its sentence needs (audit-subjects.ts): names read now, in the page's
 * language (an erased patient's name is its marker), amounts with the clinic's currency, instants as instants for
 * the page to write in the clinic's zone.
 */
export function createAuditLog(deps: {
  audit: Pick<AuditService, 'list'>;
  catalog: { [list in 'listDoctors' | 'listTreatments' | 'listBranches']: (tenantId: number) => NamedRows };
  patients: PatientsService;
  appointments: Pick<AppointmentsService, 'find' | 'findSeries'>;
}) {
  const { audit, catalog, patients, appointments } = deps;

  return {
    async list(
      staff: StaffSession,
      tenant: { currency: string },
      lang: TLang,
      filter: { action?: TAuditAction | undefined; before_id?: number | undefined },
    ) {
      assertSection(staff, 'audit');
      const rows = await audit.list(staff.tenantId, { action: filter.action, beforeId: filter.before_id });
      const visits = new Map<number, VisitFacts>();
      await Promise.all(
        visitIdsOf(rows).map(async (id) => {
          const row = await appointments.find(staff.tenantId, id);
          if (row) visits.set(id, row);
        }),
      );
      const series = new Map<number, { customerId: number; doctorId: number }>();
      await Promise.all(
        [...new Set(rows.flatMap((row) => (row.targetType === 'series' && row.targetId ? [row.targetId] : [])))].map(
          async (id) => {
            const row = await appointments.findSeries(staff.tenantId, id).catch(() => undefined);
            if (row) series.set(id, row);
          },
        ),
      );
      const patientIds = new Set<number>();
      for (const row of rows) {
        if (row.targetType === 'patient' && row.targetId) patientIds.add(row.targetId);
        const customer = recordOf(row.after).customer_id ?? recordOf(row.before).customer_id;
        if (customer) patientIds.add(customer);
      }
      for (const visit of visits.values()) patientIds.add(visit.customerId);
      for (const one of series.values()) patientIds.add(one.customerId);
      const [patientNames, doctors, treatments, branches] = await Promise.all([
        patients.namesOf(staff.tenantId, [...patientIds]),
        catalog.listDoctors(staff.tenantId),
        catalog.listTreatments(staff.tenantId),
        catalog.listBranches(staff.tenantId),
      ]);
      const names: AuditNames = {
        patient: (id) => patientNames.get(id ?? 0) ?? null,
        doctor: (id) => pick(doctors.find((d) => d.id === id)?.name, lang) ?? null,
        treatment: (id) => pick(treatments.find((t) => t.id === id)?.name, lang) ?? null,
        branch: (id) => pick(branches.find((b) => b.id === id)?.name, lang) ?? null,
        visit: (id) => (id ? visits.get(id) : undefined),
        seriesPatient: (id) => (id ? series.get(id) : undefined),
        currency: tenant.currency,
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
          subject: subjectOf(row, names),
          before: row.before,
          after: row.after,
        })),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
