import { randomBytes } from 'node:crypto';
import type { TStaffRole } from '@clinic/contract/staff';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { StaffSession } from '../../lib/staff-session';
import type { TenantsRepository } from '../tenants/tenants.repository';
import { decoyHash, verifyPassword } from './passwords';
import type { StaffRepository } from './staff.repository';

/** A staff session lasts a working day and a half; the next shift logs in again. */
const SESSION_HOURS = 14;
const WINDOW_MS = 15 * 60_000;
/** Login tries per account and per address in 15 minutes (like the patients' code tries). */
export const STAFF_LOGIN_LIMITS = { perAccount: 5, perAddress: 30 };

/** Staff login with email and password at one clinic; sessions apart from patients'. */
export function createStaffAuthService(deps: {
  repo: StaffRepository;
  tenants: Pick<TenantsRepository, 'findByKey'>;
  limiter: RateLimiter;
  now: () => Date;
}) {
  const { repo, limiter, now } = deps;

  async function countTry(clinic: string, email: string, address: string) {
    const at = now();
    const result = await limiter.hit(
      [
        { key: `staff-login:account:${clinic}:${email}`, limit: STAFF_LOGIN_LIMITS.perAccount, windowMs: WINDOW_MS },
        { key: `staff-login:address:${address}`, limit: STAFF_LOGIN_LIMITS.perAddress, windowMs: WINDOW_MS },
      ],
      at,
    );
    if (!result.allowed) {
      throw new AppError('STAFF_LOGIN_LOCKED', { params: { minutes: Math.ceil(result.retryAfterSeconds / 60) } });
    }
  }

  return {
    /** A new session for the account with this email and password at this clinic; one answer for every refusal. */
    async login(
      input: { clinic: string; email: string; password: string },
      address: string,
    ): Promise<{ token: string; role: TStaffRole; name: string }> {
      const email = input.email.toLowerCase();
      await countTry(input.clinic, email, address);
      const tenant = await deps.tenants.findByKey(input.clinic);
      const account = tenant ? await repo.findAccountByEmail(tenant.id, email) : undefined;
      const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash()));
      if (!tenant || !account || !matches) throw new AppError('STAFF_LOGIN_FAILED');
      const token = `stf_${randomBytes(32).toString('base64url')}`;
      await repo.createSession({
        tenantId: tenant.id,
        staffId: account.id,
        token,
        expiresAt: new Date(now().getTime() + SESSION_HOURS * 3_600_000),
      });
      return { token, role: account.role as TStaffRole, name: account.name };
    },

    /** The live session of a bearer token, or undefined. */
    async authenticate(token: string): Promise<StaffSession | undefined> {
      const found = await repo.findLiveSession(token, now());
      if (!found) return undefined;
      const { account } = found;
      return {
        sessionId: found.sessionId,
        staffId: account.id,
        tenantId: account.tenantId,
        name: account.name,
        role: account.role as TStaffRole,
        doctorId: account.doctorId,
      };
    },

    async logout(staff: StaffSession) {
      await repo.revokeSession(staff.tenantId, staff.sessionId, now());
    },
  };
}
export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
