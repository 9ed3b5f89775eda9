import { randomBytes } from 'node:crypto';
import type { TStaffLoginAnswer } from '@clinic/contract/staff/staff';
import { AppError } from '../../errors';
import { addressBucket } from '../../lib/client-address';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter';
import type { StaffSession } from '../../lib/staff-session';
import type { ClinicsService } from '../tenants/clinics.service';
import type { KnownDevices } from './known-devices';
import { decoyHash, verifyPassword } from './passwords';
import type { StaffAccountRow, StaffRepository } from './staff.repository';

/** A staff session lasts a working day and a half; the next shift logs in again. */
export const SESSION_HOURS = 14;
/** Time to type the second factor's code after the password. */
const SECOND_STEP_MS = 5 * 60_000;
const DAY_MS = 24 * 3_600_000;
/** Past a limit, each try waits 1 s after the one before, doubling with each further try, at most 15 minutes. */
const GROWING = { baseMs: 1_000, capMs: 15 * 60_000 };
/**
 * Wrong passwords in any 24 hours before every further try waits (GROWING): per clinic and email from a browser
 * that has not logged in to the account before; per known device of the account (known-devices.ts), which is
 * spared the account's count, so guesses from elsewhere never keep its owner out; and per client address (an IPv6
 * one by its /64, as the patients' code limits count) across accounts, which slows one address trying many.
 */
export const STAFF_LOGIN_LIMITS = { perAccount: 5, perDevice: 5, perAddress: 100 };

/** The browser a login comes from: its address, and the known-device tokens it holds (maybe none). */
export type LoginClient = { address: string; devices: string[] };

/** Staff login with email and password at one clinic; sessions apart from patients'. */
export function createStaffAuthService(deps: {
  repo: StaffRepository;
  tenants: Pick<ClinicsService, 'findByKey'>;
  limiter: RateLimiter;
  knownDevices: KnownDevices;
  /** Wrong passwords from one client address in 24 hours before it is slowed; STAFF_LOGIN_LIMITS.perAddress if not given. */
  loginsPerAddress?: number;
  now: () => Date;
}) {
  const { repo, limiter, knownDevices, now } = deps;

  const rule = (key: string, limit: number): RateRule => ({ key, limit, windowMs: DAY_MS, growing: GROWING });

  /** The counts a try from this client falls under: its known device's or else the account's, and its address's. */
  function rulesOf(clinic: string, email: string, account: StaffAccountRow | undefined, client: LoginClient) {
    const owner = account && { tenantId: account.tenantId, staffId: account.id };
    const deviceId = owner && knownDevices.deviceOf(client.devices, owner, now());
    const own =
      owner && deviceId
        ? rule(`staff-login:device:${owner.tenantId}:${owner.staffId}:${deviceId}`, STAFF_LOGIN_LIMITS.perDevice)
        : rule(`staff-login:account:${clinic}:${email}`, STAFF_LOGIN_LIMITS.perAccount);
    const perAddress = deps.loginsPerAddress ?? STAFF_LOGIN_LIMITS.perAddress;
    return [own, rule(`staff-login:address:${addressBucket(client.address)}`, perAddress)];
  }

  return {
    /**
     * A new session for the account with this email and password at this clinic, and the browser's known-device
     * tokens with this account's renewed; one answer for every wrong password. A try is counted before the password
     * is weighed, so a slowed client is refused whatever the password and parallel guesses cannot pass the limit,
     * and is taken back when the password is right, so only wrong ones count. The count is kept per clinic and
     * email whether or not such an account exists, so being slowed tells nobody which accounts exist.
     */
    async login(
      input: { clinic: string; email: string; password: string },
      client: LoginClient,
    ): Promise<{ answer: TStaffLoginAnswer; devices: string[] }> {
      const email = input.email.toLowerCase();
      const tenant = await deps.tenants.findByKey(input.clinic);
      const account = tenant ? await repo.findAccountByEmail(tenant.id, email) : undefined;
      const rules = rulesOf(input.clinic, email, account, client);
      const tried = await limiter.hit(rules, now());
      if (!tried.allowed) {
        const seconds = tried.retryAfterSeconds;
        throw new AppError('STAFF_LOGIN_LOCKED', { params: { seconds, minutes: Math.ceil(seconds / 60) } });
      }
      const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash()));
      if (!tenant || !account || !matches) throw new AppError('STAFF_LOGIN_FAILED');
      await limiter.forget(
        rules.map(({ key }) => key),
        tried.hitId!,
      );
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
      const devices = knownDevices.remember(client.devices, { tenantId: tenant.id, staffId: account.id }, now());
      return { answer: { token, role: account.role, name: account.name, next_step }, devices };
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
