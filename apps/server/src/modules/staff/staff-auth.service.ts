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
const LOCK_MS = 15 * 60_000;
/**
 * Wrong passwords in a row that lock an account for 15 minutes, and login tries one address may make in 15
 * minutes across accounts (a front desk shares one address; a guesser trying many accounts is slowed).
 */
export const STAFF_LOGIN_LIMITS = { perAccount: 5, perAddress: 100 };

/** Staff login with email and password at one clinic; sessions apart from patients'. */
export function createStaffAuthService(deps: {
  repo: StaffRepository;
  tenants: Pick<TenantsRepository, 'findByKey'>;
  limiter: RateLimiter;
  now: () => Date;
}) {
  const { repo, limiter, now } = deps;

  const lockedFor = (until: Date, at: Date) =>
    new AppError('STAFF_LOGIN_LOCKED', {
      params: { minutes: Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000)) },
    });

  async function countTry(address: string, at: Date) {
    const result = await limiter.hit(
      [{ key: `staff-login:address:${address}`, limit: STAFF_LOGIN_LIMITS.perAddress, windowMs: LOCK_MS }],
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
      const at = now();
      await countTry(address, at);
      const tenant = await deps.tenants.findByKey(input.clinic);
      const account = tenant ? await repo.findAccountByEmail(tenant.id, email) : undefined;
      // A locked account is refused before its password is weighed, so guessing on is useless.
      if (account?.lockedUntil && account.lockedUntil > at) throw lockedFor(account.lockedUntil, at);
      const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash()));
      if (!tenant || !account) throw new AppError('STAFF_LOGIN_FAILED');
      if (!matches) {
        const locked = await repo.recordFailedLogin(tenant.id, account.id, {
          maxFailures: STAFF_LOGIN_LIMITS.perAccount,
          lockUntil: new Date(at.getTime() + LOCK_MS),
        });
        if (locked && locked > at) throw lockedFor(locked, at);
        throw new AppError('STAFF_LOGIN_FAILED');
      }
      if (account.failedLogins > 0 || account.lockedUntil) await repo.clearFailedLogins(tenant.id, account.id);
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
