import type { z } from 'zod';
import type { ZCreateDoctorRequest, ZUpdateDoctorRequest } from '@clinic/contract/staff/staff-settings';
import { AppError } from '../../errors';
import type { WorkingRange } from '../../db/schema';
import { type StaffSession } from '../../lib/staff-session';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { DoctorRow } from '../catalog/catalog.types';
import type { CatalogWritesRepository } from '../catalog/catalog-writes.repository';
import type { TenantRow } from '../../db/tenant-row';
import { type SetupDeps, createChangeLog } from './change-log';
import { assertKnown } from './known-records';
import { doctorView } from './setting-views';
import { changedTexts, langOf, nameOf } from './texts';
import { assertSection } from '../../lib/staff-sections';

type NewDoctor = z.output<typeof ZCreateDoctorRequest>;
type DoctorChange = z.output<typeof ZUpdateDoctorRequest>;
type Working = NewDoctor['working'];

const workingHoursOf = (working: Working): WorkingRange[] =>
  working.map((w) => ({ branchId: w.branch_id, day: w.day, start: w.start, end: w.end }));

/** The owner's doctors: added, changed, hidden from patients (status 0), with the hours they work at each branch. */
export function createDoctorsService(deps: SetupDeps & { catalog: CatalogRows; writes: CatalogWritesRepository }) {
  const { catalog, writes } = deps;
  const logChange = createChangeLog(deps);
  const assertBranches = (tenantId: number, working: Working) =>
    assertKnown(
      catalog,
      tenantId,
      'branch',
      working.map((w, index) => ({ id: w.branch_id, field: `working.${index}.branch_id` })),
    );

  return {
    async list(staff: StaffSession) {
      assertSection(staff, 'setup');
      return { doctors: (await catalog.listDoctors(staff.tenantId)).map(doctorView) };
    },

    async create(staff: StaffSession, tenant: TenantRow, input: NewDoctor) {
      assertSection(staff, 'setup');
      await assertBranches(staff.tenantId, input.working);
      const lang = langOf(tenant);
      const id = await writes.insertDoctor(staff.tenantId, {
        name: nameOf(input.name, lang),
        image: null,
        description: changedTexts(input.description, lang, null) ?? null,
        specialty: changedTexts(input.specialty, lang, null) ?? null,
        bio: null,
        education: null,
        experienceYears: null,
        color: input.color ?? null,
        status: input.status === 1 ? '1' : '0',
        workingHours: workingHoursOf(input.working),
        blocks: [],
      });
      const row = await catalog.findDoctor(staff.tenantId, id);
      await logChange(staff, { action: 'doctor.created', targetType: 'doctor', targetId: id, after: doctorView(row!) });
      return { success: 1 as const, id };
    },

    /** Changes the fields sent; new hours apply to bookings from now on, booked visits stay. */
    async update(staff: StaffSession, tenant: TenantRow, id: number, input: DoctorChange) {
      assertSection(staff, 'setup');
      const before = await catalog.findDoctor(staff.tenantId, id);
      if (!before) throw new AppError('DOCTOR_NOT_FOUND');
      if (input.working) await assertBranches(staff.tenantId, input.working);
      const lang = langOf(tenant);
      const values: Partial<DoctorRow> = {};
      if (input.name !== undefined) values.name = nameOf(input.name, lang, before.name);
      const description = changedTexts(input.description, lang, before.description);
      if (description !== undefined) values.description = description;
      const specialty = changedTexts(input.specialty, lang, before.specialty);
      if (specialty !== undefined) values.specialty = specialty;
      if (input.color !== undefined) values.color = input.color;
      if (input.status !== undefined) values.status = input.status === 1 ? '1' : '0';
      if (input.working !== undefined) values.workingHours = workingHoursOf(input.working);
      if (Object.keys(values).length === 0) return { success: 1 as const };
      const after = await writes.updateDoctor(staff.tenantId, id, values);
      if (!after) throw new AppError('DOCTOR_NOT_FOUND');
      await logChange(staff, {
        action: 'doctor.changed',
        targetType: 'doctor',
        targetId: id,
        before: doctorView(before),
        after: doctorView(after),
      });
      return { success: 1 as const };
    },
  };
}
