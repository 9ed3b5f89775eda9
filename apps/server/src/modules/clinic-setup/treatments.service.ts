import type { z } from 'zod';
import type { ZCreateTreatmentRequest, ZUpdateTreatmentRequest } from '@clinic/contract/staff/staff-settings';
import { AppError } from '../../errors';
import { type StaffSession } from '../../lib/staff-session';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { TreatmentRow } from '../catalog/catalog.types';
import type { CatalogWritesRepository } from '../catalog/catalog-writes.repository';
import type { TenantRow } from '../../db/tenant-row';
import { type SetupDeps, createChangeLog } from './change-log';
import { assertKnown } from './known-records';
import { toMinor, treatmentView } from './setting-views';
import { changedTexts, langOf, nameOf } from './texts';
import { assertSection } from '../../lib/staff-sections';

type NewTreatment = z.output<typeof ZCreateTreatmentRequest>;
type TreatmentChange = z.output<typeof ZUpdateTreatmentRequest>;

/**
 * The owner's treatments: length, price, payment, where they are offered and who performs them. A change
 * applies to bookings from then on: a booked visit keeps its length and price. Archived ones are no longer
 * offered, and are kept for their visits.
 */
export function createTreatmentsService(deps: SetupDeps & { catalog: CatalogRows; writes: CatalogWritesRepository }) {
  const { catalog, writes, now } = deps;
  const logChange = createChangeLog(deps);
  async function assertRecords(tenantId: number, input: { branches?: number[]; doctors?: number[] }) {
    const refs = (ids: number[] | undefined, field: string) =>
      (ids ?? []).map((id, index) => ({ id, field: `${field}.${index}` }));
    await assertKnown(catalog, tenantId, 'branch', refs(input.branches, 'branches'));
    await assertKnown(catalog, tenantId, 'doctor', refs(input.doctors, 'doctors'));
  }

  return {
    async list(staff: StaffSession) {
      assertSection(staff, 'setup');
      return { treatments: (await catalog.listTreatments(staff.tenantId)).map(treatmentView) };
    },

    async create(staff: StaffSession, tenant: TenantRow, input: NewTreatment) {
      assertSection(staff, 'setup');
      await assertRecords(staff.tenantId, input);
      const lang = langOf(tenant);
      const id = await writes.insertTreatment(staff.tenantId, {
        name: nameOf(input.name, lang),
        description: changedTexts(input.description, lang, null) ?? null,
        images: [],
        priceMinor: toMinor(input.price),
        minForcePaymentMinor: input.min_force_payment_price == null ? null : toMinor(input.min_force_payment_price),
        cancellationMinor: 0,
        durationMinutes: input.duration_minutes,
        forcePay: input.force_pay,
        paymentCompany: input.payment_company ?? '0',
        paymentDocument: 'receipt',
        branchIds: input.branches,
        doctorIds: input.doctors,
        archivedAt: null,
      });
      const row = await catalog.findTreatment(staff.tenantId, id);
      await logChange(staff, {
        action: 'treatment.created',
        targetType: 'treatment',
        targetId: id,
        after: treatmentView(row!),
      });
      return { success: 1 as const, id };
    },

    async update(staff: StaffSession, tenant: TenantRow, id: number, input: TreatmentChange) {
      assertSection(staff, 'setup');
      const before = await catalog.findTreatment(staff.tenantId, id);
      if (!before) throw new AppError('TREATMENT_NOT_FOUND');
      await assertRecords(staff.tenantId, input);
      const lang = langOf(tenant);
      const values: Partial<TreatmentRow> = {};
      if (input.name !== undefined) values.name = nameOf(input.name, lang, before.name);
      const description = changedTexts(input.description, lang, before.description);
      if (description !== undefined) values.description = description;
      if (input.duration_minutes !== undefined) values.durationMinutes = input.duration_minutes;
      if (input.price !== undefined) values.priceMinor = toMinor(input.price);
      if (input.min_force_payment_price !== undefined) {
        values.minForcePaymentMinor =
          input.min_force_payment_price === null ? null : toMinor(input.min_force_payment_price);
      }
      if (input.force_pay !== undefined) values.forcePay = input.force_pay;
      if (input.payment_company !== undefined) values.paymentCompany = input.payment_company;
      if (input.branches !== undefined) values.branchIds = input.branches;
      if (input.doctors !== undefined) values.doctorIds = input.doctors;
      if (input.archived !== undefined) values.archivedAt = input.archived ? (before.archivedAt ?? now()) : null;
      if (Object.keys(values).length === 0) return { success: 1 as const };
      const after = await writes.updateTreatment(staff.tenantId, id, values);
      if (!after) throw new AppError('TREATMENT_NOT_FOUND');
      const archived = before.archivedAt === null && after.archivedAt !== null;
      const restored = before.archivedAt !== null && after.archivedAt === null;
      await logChange(staff, {
        action: archived ? 'treatment.archived' : restored ? 'treatment.restored' : 'treatment.changed',
        targetType: 'treatment',
        targetId: id,
        before: treatmentView(before),
        after: treatmentView(after),
      });
      return { success: 1 as const };
    },
  };
}
