import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { TStaffLoginAnswer } from '@clinic/contract/staff/staff';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { type StaffSession, assertRole } from '../../lib/staff-session';
import type { TenantRow } from '../../db/tenant-row';
import type { ClinicsService } from '../tenants/clinics.service';
import type { AuditService } from '../audit/audit.service';
import type { SecondFactorRepository } from './second-factor.repository';
import type { StaffAccountRow, StaffRepository } from './staff.repository';

/** Codes tried per login's second step; then that login is over. */
const CODE_TRIES = 5;
/**
 * Wrong codes in a row per account, across logins, in any 15 minutes: a new password login does not start the
 * count again, only a right code does (its session becomes the account's latest opened one, part of the key).
 */
export const SECOND_FACTOR_ACCOUNT_TRIES = 10;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const RECOVERY_CODES = 10;
/** An authenticator shows a new code every 30 seconds. */
const TOTP_STEP_MS = 30_000;
/** Recovery codes are ten characters of an alphabet without look-alikes, shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const hashCode = (code: string) => createHash('sha256').update(code.replace('-', '').toUpperCase()).digest('hex');

function recoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** An authenticator's view of an account: six digits every 30 seconds (RFC 6238 defaults, what every app reads). */
function totpOf(account: StaffAccountRow, tenant: TenantRow, secret = account.totpSecret!) {
  return new TOTP({ issuer: `Clinic ${tenant.key}`, label: account.email, secret: Secret.fromBase32(secret) });
}

/**
 * The staff's second factor (TOTP): enrolment with a QR code and recovery codes, the login's second step, and
 * the owner's rule that everybody must have one.
 */
export function createSecondFactorService(deps: {
  repo: SecondFactorRepository;
  sessions: Pick<StaffRepository, 'completeSecondFactor' | 'revokeSession' | 'latestOpenedSessionId'>;
  tenants: Pick<ClinicsService, 'setStaffSecondFactorRequired'>;
  audit: AuditService;
  limiter: RateLimiter;
  sessionHours: number;
  now: () => Date;
}) {
  const { repo, now } = deps;

  async function accountOf(staff: StaffSession) {
    const account = await repo.find(staff.tenantId, staff.staffId);
    if (!account) throw new AppError('STAFF_SESSION_INVALID');
    return account;
  }

  /**
   * Whether a six-digit code is the authenticator's current one (a step either side allowed) and not used before.
   * Each 30-second step is taken once per account, so a code seen over a shoulder or in a log cannot be replayed;
   * the shared rate limiter keeps the "used" mark, which every process sees (through Redis when there are several).
   */
  async function takesAuthenticatorCode(account: StaffAccountRow, tenant: TenantRow, code: string) {
    const totp = totpOf(account, tenant);
    const timestamp = now().getTime();
    const delta = totp.validate({ token: code, timestamp, window: 1 });
    if (delta === null) return false;
    const step = totp.counter({ timestamp }) + delta;
    const once = await deps.limiter.hit(
      [{ key: `staff-totp-step:${account.tenantId}:${account.id}:${step}`, limit: 1, windowMs: 4 * TOTP_STEP_MS }],
      now(),
    );
    return once.allowed;
  }

  /** Whether a code is an unused authenticator code or an unused recovery code. */
  async function accepts(account: StaffAccountRow, tenant: TenantRow, code: string): Promise<boolean> {
    if (!account.totpSecret || !account.totpEnabledAt) return false;
    if (/^\d{6}$/.test(code)) return takesAuthenticatorCode(account, tenant, code);
    return repo.useRecoveryCode(account.tenantId, account.id, hashCode(code));
  }

  return {
    /**
     * The login's second step: a right code opens the session for the working day; five wrong ones end it, and
     * ten wrong ones in a row, whatever the logins, lock the account's second step for 15 minutes.
     */
    async completeLogin(
      staff: StaffSession,
      tenant: TenantRow,
      code: string,
    ): Promise<Omit<TStaffLoginAnswer, 'token'>> {
      const opened = (await deps.sessions.latestOpenedSessionId(staff.tenantId, staff.staffId)) ?? 0;
      const tries = await deps.limiter.hit(
        [
          { key: `staff-second-factor:${staff.tenantId}:${staff.sessionId}`, limit: CODE_TRIES, windowMs: 15 * 60_000 },
          {
            key: `staff-second-factor:account:${staff.tenantId}:${staff.staffId}:${opened}`,
            limit: SECOND_FACTOR_ACCOUNT_TRIES,
            windowMs: ACCOUNT_WINDOW_MS,
          },
        ],
        now(),
      );
      if (!tries.allowed) {
        await deps.sessions.revokeSession(staff.tenantId, staff.sessionId, now());
        throw new AppError('SECOND_FACTOR_LOCKED', {
          params: { minutes: Math.max(1, Math.ceil(tries.retryAfterSeconds / 60)) },
        });
      }
      if (!(await accepts(await accountOf(staff), tenant, code))) throw new AppError('SECOND_FACTOR_INVALID');
      await deps.sessions.completeSecondFactor(
        staff.tenantId,
        staff.sessionId,
        new Date(now().getTime() + deps.sessionHours * 3_600_000),
      );
      return { role: staff.role, name: staff.name, next_step: 'none' };
    },

    /** Starts enrolment: a new secret and the otpauth:// address an authenticator reads from the QR code. */
    async setup(staff: StaffSession, tenant: TenantRow) {
      const account = await accountOf(staff);
      const secret = new Secret({ size: 20 }).base32;
      if (!(await repo.startEnrolment(staff.tenantId, staff.staffId, secret))) {
        throw new AppError('SECOND_FACTOR_ALREADY_ON');
      }
      return { secret, uri: totpOf(account, tenant, secret).toString() };
    },

    /** Turns the second factor on with the authenticator's first code; the recovery codes are shown this once. */
    async enable(staff: StaffSession, tenant: TenantRow, code: string) {
      const account = await accountOf(staff);
      if (account.totpEnabledAt) throw new AppError('SECOND_FACTOR_ALREADY_ON');
      if (!account.totpSecret) throw new AppError('SECOND_FACTOR_NOT_STARTED');
      if (!(await takesAuthenticatorCode(account, tenant, code))) throw new AppError('SECOND_FACTOR_INVALID');
      const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
      await repo.enable(staff.tenantId, staff.staffId, codes.map(hashCode), now());
      await deps.audit.record(staff, { action: 'second_factor.enabled', targetType: 'staff', targetId: staff.staffId });
      return { recovery_codes: codes };
    },

    /** Turns it off with a current code, unless the clinic requires it. */
    async disable(staff: StaffSession, tenant: TenantRow, code: string) {
      if (tenant.staffSecondFactorRequired) throw new AppError('SECOND_FACTOR_KEPT_BY_CLINIC');
      if (!(await accepts(await accountOf(staff), tenant, code))) throw new AppError('SECOND_FACTOR_INVALID');
      await repo.disable(staff.tenantId, staff.staffId);
      await deps.audit.record(staff, {
        action: 'second_factor.disabled',
        targetType: 'staff',
        targetId: staff.staffId,
      });
      return { success: 1 as const };
    },

    /** The owner's rule: every account must log in with a second factor (those without one enrol first). */
    async setPolicy(staff: StaffSession, tenant: TenantRow, required: boolean) {
      assertRole(staff, 'owner');
      await deps.tenants.setStaffSecondFactorRequired(staff.tenantId, required);
      await deps.audit.record(staff, {
        action: 'second_factor.policy',
        targetType: 'clinic',
        targetId: staff.tenantId,
        before: { required: tenant.staffSecondFactorRequired },
        after: { required },
      });
      return { success: 1 as const };
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
