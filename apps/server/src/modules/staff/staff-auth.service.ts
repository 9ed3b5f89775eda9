import { randomBytes } from 'node:crypto';
import type { TStaffLoginAnswer } from '@clinic/contract/staff/staff';
import { AppError } from '../../errors';
import { addressBucket } from '../../lib/client-address';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { StaffSession } from '../../lib/staff-session';
import type { TenantsRepository } from '../tenants/tenants.repository';
import { decoyHash, verifyPassword } from './passwords';
import type { StaffRepository } from './staff.repository';

/** A staff session lasts a working day and a half; the next shift logs in again. */
export const SESSION_HOURS = 14;
/** Time to type the second factor's code after the password. */
const SECOND_STEP_MS = 5 * 60_000;
const WINDOW_MS = 15 * 60_000;
/**
 * Login tries in a row per clinic and email (a successful login starts again), and per address (an IPv6 one by
 * its /64, as the patients' code limits count) across accounts, in any 15 minutes (a front desk shares one address; a guesser trying many accounts is slowed).
 */
export const STAFF_LOGIN_LIMITS = { perAccount: 5, perAddress: 100 };

/** Staff login with email and password at one clinic; sessions apart from patients'. */
export function createStaffAuthService(deps: {
  repo: StaffRepository;
  tenants: Pick<TenantsRepository, 'findByKey'>;
  limiter: RateLimiter;
  /** Tries one client address may make per 15 minutes; STAFF_LOGIN_LIMITS.perAddress when not given. */
  loginsPerAddress?: number;
  now: () => Date;
}) {
  const { repo, limiter, now } = deps;

  /**
   * Counts a try before the password is weighed, so a locked email is refused whatever the password and
   * parallel guesses cannot pass the limit. The count is kept per clinic and email whether or not such an
   * account exists, so a lock-out tells nothing; a successful login starts the account's count again (its
   * latest session is part of the key), so only failures in a row lock it, never a receptionist logging in at
   * several desks.
   */
  async function countTry(input: { clinic: string; email: string }, loginsSoFar: number, address: string) {
    const result = await limiter.hit(
      [
        {
          key: `staff-login:account:${input.clinic}:${input.email}:${loginsSoFar}`,
          limit: STAFF_LOGIN_LIMITS.perAccount,
          windowMs: WINDOW_MS,
        },
        {
          key: `staff-login:address:${addressBucket(address)}`,
          limit: deps.loginsPerAddress ?? STAFF_LOGIN_LIMITS.perAddress,
          windowMs: WINDOW_MS,
        },
      ],
      now(),
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
    ): Promise<TStaffLoginAnswer> {
      const email = input.email.toLowerCase();
      const tenant = await deps.tenants.findByKey(input.clinic);
      const account = tenant ? await repo.findAccountByEmail(tenant.id, email) : undefined;
      const loginsSoFar = account ? ((await repo.latestSessionId(account.tenantId, account.id)) ?? 0) : 0;
      await countTry({ clinic: input.clinic, email }, loginsSoFar, address);
      const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash()));
      if (!tenant || !account || !matches) throw new AppError('STAFF_LOGIN_FAILED');
      // With a second factor, the session opens nothing until its code comes (secondFactor.completeLogin).
      const pending = account.totpEnabledAt !== null;
      const token = `stf_${randomBytes(32).toString('base64url')}`;
      await repo.createSession({
        tenantId: tenant.id,
        staffId: account.id,
        token,
        expiresAt: new Date(now().getTime() + (pending ? SECOND_STEP_MS : SESSION_HOURS * 3_600_000)),
        secondFactorPending: pending,
      });
      const next_step = pending ? 'second_factor' : tenant.staffSecondFactorRequired ? 'enrol_second_factor' : 'none';
      return { token, role: account.role, name: account.name, next_step };
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
        role: account.role,
        doctorId: account.doctorId,
        secondFactorPending: found.secondFactorPending,
        secondFactorEnabled: account.totpEnabledAt !== null,
      };
    },

    async logout(staff: StaffSession) {
      await repo.revokeSession(staff.tenantId, staff.sessionId, now());
    },
  };
}
export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
