import type { z } from 'zod';
import type { ZCreateBranchRequest, ZUpdateBranchRequest } from '@clinic/contract/staff/staff-settings';
import { AppError } from '../../errors';
import { type StaffSession } from '../../lib/staff-session';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { BranchRow } from '../catalog/catalog.types';
import type { CatalogWritesRepository } from '../catalog/catalog-writes.repository';
import type { TenantRow } from '../../db/tenant-row';
import { type SetupDeps, createChangeLog } from './change-log';
import { branchView } from './setting-views';
import { changedTexts, langOf, nameOf } from './texts';
import { assertSection } from '../../lib/staff-sections';

type NewBranch = z.output<typeof ZCreateBranchRequest>;
type BranchChange = z.output<typeof ZUpdateBranchRequest>;

/** The owner's branches: added, changed, archived (never deleted: their visits keep pointing at them). */
export function createBranchesService(deps: SetupDeps & { catalog: CatalogRows; writes: CatalogWritesRepository }) {
  const { catalog, writes, now } = deps;
  const logChange = createChangeLog(deps);

  return {
    async list(staff: StaffSession) {
      assertSection(staff, 'setup');
      return { branches: (await catalog.listBranches(staff.tenantId)).map(branchView) };
    },

    async create(staff: StaffSession, tenant: TenantRow, input: NewBranch) {
      assertSection(staff, 'setup');
      const lang = langOf(tenant);
      const id = await writes.insertBranch(staff.tenantId, {
        name: nameOf(input.name, lang),
        address: changedTexts(input.address, lang, null) ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        image: null,
        description: changedTexts(input.description, lang, null) ?? null,
        schedule: input.schedule,
        archivedAt: null,
      });
      const row = await catalog.findBranch(staff.tenantId, id);
      await logChange(staff, { action: 'branch.created', targetType: 'branch', targetId: id, after: branchView(row!) });
      return { success: 1 as const, id };
    },

    /** Changes the fields sent; new opening hours apply to bookings from now on, booked visits stay. */
    async update(staff: StaffSession, tenant: TenantRow, id: number, input: BranchChange) {
      assertSection(staff, 'setup');
      const before = await catalog.findBranch(staff.tenantId, id);
      if (!before) throw new AppError('BRANCH_NOT_FOUND');
      const lang = langOf(tenant);
      const values: Partial<BranchRow> = {};
      if (input.name !== undefined) values.name = nameOf(input.name, lang, before.name);
      const address = changedTexts(input.address, lang, before.address);
      if (address !== undefined) values.address = address;
      const description = changedTexts(input.description, lang, before.description);
      if (description !== undefined) values.description = description;
      if (input.phone !== undefined) values.phone = input.phone;
      if (input.email !== undefined) values.email = input.email;
      if (input.schedule !== undefined) values.schedule = input.schedule;
      if (input.archived !== undefined) values.archivedAt = input.archived ? (before.archivedAt ?? now()) : null;
      if (Object.keys(values).length === 0) return { success: 1 as const };
      const after = await writes.updateBranch(staff.tenantId, id, values);
      if (!after) throw new AppError('BRANCH_NOT_FOUND');
      const archived = before.archivedAt === null && after.archivedAt !== null;
      const restored = before.archivedAt !== null && after.archivedAt === null;
      await logChange(staff, {
        action: archived ? 'branch.archived' : restored ? 'branch.restored' : 'branch.changed',
        targetType: 'branch',
        targetId: id,
        before: branchView(before),
        after: branchView(after),
      });
      return { success: 1 as const };
    },
  };
}
