import type { TClosure } from '@clinic/contract/staff/staff-content';
import { AppError } from '../../errors';
import { type StaffSession, assertRole } from '../../lib/staff-session';
import { addDays, wallOf } from '../../lib/zoned-time';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { TimeBlockRow } from '../appointments/appointments.types';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { AuditService } from '../audit/audit.service';
import type { TenantRow } from '../../db/tenant-row';

type Desk = Pick<AppointmentsService, 'closeDays' | 'findBlock' | 'unblock' | 'branchBlocks'>;

/**
 * A closure as the clinic sees it: a block of a whole branch from one midnight to another in the clinic's zone;
 * any other block (a few hours, one doctor's) is not a closure.
 */
export function closureOf(timeZone: string, block: TimeBlockRow): TClosure | null {
  if (block.doctorId !== null) return null;
  const start = wallOf(timeZone, block.startsAt.getTime());
  const end = wallOf(timeZone, block.endsAt.getTime());
  if (start.time !== '00:00' || end.time !== '00:00' || end.date <= start.date) return null;
  return { id: block.id, from_date: start.date, to_date: addDays(end.date, -1), reason: block.reason };
}

/** Upcoming closures of each branch of a clinic, for the patient site's opening hours. */
export async function upcomingClosures(
  desk: Pick<Desk, 'branchBlocks'>,
  tenant: { id: number; timeZone: string },
  at: Date,
) {
  const byBranch = new Map<number, TClosure[]>();
  for (const block of await desk.branchBlocks(tenant.id, null, at)) {
    const closure = closureOf(tenant.timeZone, block);
    if (closure) byBranch.set(block.branchId, [...(byBranch.get(block.branchId) ?? []), closure]);
  }
  return byBranch;
}

/** Holidays and closures of a branch: owners and reception add and remove them (reception's time off). */
export function createClosuresService(deps: {
  appointments: Desk;
  catalog: CatalogRows;
  audit: AuditService;
  now: () => Date;
}) {
  const { appointments, catalog, audit, now } = deps;
  const branchOf = async (staff: StaffSession, id: number) => {
    assertRole(staff, 'owner', 'reception');
    const branch = await catalog.findBranch(staff.tenantId, id);
    if (!branch) throw new AppError('BRANCH_NOT_FOUND');
    return branch;
  };

  return {
    async list(staff: StaffSession, tenant: TenantRow, branchId: number) {
      await branchOf(staff, branchId);
      const blocks = await appointments.branchBlocks(staff.tenantId, branchId, now());
      return { closures: blocks.flatMap((block) => closureOf(tenant.timeZone, block) ?? []) };
    },

    /** Closes the branch on those days; visits booked on them refuse it unless `cancel_visits` cancels them. */
    async add(
      staff: StaffSession,
      tenant: TenantRow,
      branchId: number,
      input: { from_date: string; to_date: string; reason: string; cancel_visits: boolean },
    ) {
      await branchOf(staff, branchId);
      const { block, cancelled } = await appointments.closeDays(
        tenant,
        { tenantId: staff.tenantId, branchId, doctorId: null },
        {
          fromDate: input.from_date,
          toDate: input.to_date,
          reason: input.reason,
          staffId: staff.staffId,
          cancelVisits: input.cancel_visits,
        },
      );
      // Each visit cancelled here has its audit entry from its event (audit/visit-audit-follower.ts).
      await audit.record(staff, {
        action: 'branch.closed',
        targetType: 'block',
        targetId: block.id,
        after: { branch_id: branchId, ...closureOf(tenant.timeZone, block) },
      });
      return { success: 1 as const, id: block.id, cancelled: cancelled.length };
    },

    async remove(staff: StaffSession, tenant: TenantRow, id: number) {
      assertRole(staff, 'owner', 'reception');
      const found = await appointments.findBlock(staff.tenantId, id);
      const closure = found && closureOf(tenant.timeZone, found);
      if (!found || !closure) throw new AppError('CLOSURE_NOT_FOUND');
      await appointments.unblock(tenant, id);
      await audit.record(staff, {
        action: 'branch.reopened',
        targetType: 'block',
        targetId: id,
        before: { branch_id: found.branchId, ...closure },
      });
      return { success: 1 as const };
    },
  };
}
export type ClosuresService = ReturnType<typeof createClosuresService>;
