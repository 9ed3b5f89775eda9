import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { StaffSession } from '../lib/staff-session';
import type { TenantRow } from '../db/tenant-row';

const sessions = new WeakMap<FastifyRequest, { staff: StaffSession; tenant: TenantRow }>();

/** The staff member and clinic of a request that passed a staff hook. */
export function staffOf(request: FastifyRequest): { staff: StaffSession; tenant: TenantRow } {
  const found = sessions.get(request);
  if (!found) throw new Error('staffOf() called on a route without a staff hook');
  return found;
}

/** Which sessions a staff route admits. */
type Admits = 'working' | 'enrolling' | 'second-step';

/**
 * Staff calls need a live staff session (Authorization: Bearer TOKEN from /api/staff/login); the session names
 * the clinic, so no tenant token is sent. A patient's session token is not a staff session and is refused.
 * `requireStaff` admits sessions that may work; `requireStaffEnrolling` also those the clinic's second-factor
 * rule holds back (to enrol); `requireStaffSecondStep` only those whose second factor is still owed.
 */
export function createStaffHooks(deps: {
  /** The staff module's sessions: the member of a live session token. */
  staffAuth: { authenticate(token: string): Promise<StaffSession | undefined> };
  tenants: { findById(id: number): Promise<TenantRow | undefined> };
}) {
  const hook = (admits: Admits) =>
    async function staffHook(request: FastifyRequest) {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
      if (!match?.[1]) throw new AppError('STAFF_SESSION_MISSING');
      const staff = await deps.staffAuth.authenticate(match[1]);
      const tenant = staff ? await deps.tenants.findById(staff.tenantId) : undefined;
      if (!staff || !tenant) throw new AppError('STAFF_SESSION_INVALID');
      if (staff.secondFactorPending !== (admits === 'second-step')) throw new AppError('STAFF_SESSION_INVALID');
      if (admits === 'working' && tenant.staffSecondFactorRequired && !staff.secondFactorEnabled) {
        throw new AppError('SECOND_FACTOR_REQUIRED');
      }
      sessions.set(request, { staff, tenant });
    };
  return {
    requireStaff: hook('working'),
    requireStaffEnrolling: hook('enrolling'),
    requireStaffSecondStep: hook('second-step'),
  };
}
export type StaffHooks = ReturnType<typeof createStaffHooks>;
