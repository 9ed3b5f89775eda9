import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { StaffSession } from '../lib/staff-session';
import type { StaffAuthService } from '../modules/staff/staff-auth.service';
import type { TenantRow, TenantsRepository } from '../modules/tenants/tenants.repository';

const sessions = new WeakMap<FastifyRequest, { staff: StaffSession; tenant: TenantRow }>();

/** The staff member and clinic of a request that passed requireStaff. */
export function staffOf(request: FastifyRequest): { staff: StaffSession; tenant: TenantRow } {
  const found = sessions.get(request);
  if (!found) throw new Error('staffOf() called on a route without the staff hook');
  return found;
}

/**
 * Staff calls need a live staff session (Authorization: Bearer TOKEN from /api/staff/login); the session names
 * the clinic, so no tenant token is sent. A patient's session token is not a staff session and is refused.
 */
export function createStaffHook(deps: { staffAuth: StaffAuthService; tenants: Pick<TenantsRepository, 'findById'> }) {
  return async function requireStaff(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!match?.[1]) throw new AppError('STAFF_SESSION_MISSING');
    const staff = await deps.staffAuth.authenticate(match[1]);
    const tenant = staff ? await deps.tenants.findById(staff.tenantId) : undefined;
    if (!staff || !tenant) throw new AppError('STAFF_SESSION_INVALID');
    sessions.set(request, { staff, tenant });
  };
}
