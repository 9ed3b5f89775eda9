import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { createStaffRepository } from '../../src/modules/staff/staff.repository';
import { STAFF_PASSWORD, uniqueAddress } from './staff';

/** The cookie the login call keeps a browser's known-device tokens in. */
export const DEVICE_COOKIE = 'staff_devices';

/**
 * A browser at one address that keeps the known-device cookie the login answers, as a real one does; `cookie`
 * replaces what it holds (a forged or copied cookie).
 */
export function staffBrowser(app: FastifyInstance, address = uniqueAddress()) {
  const browser = {
    address,
    /** The known-device cookie's value, once a login has set it. */
    devices: undefined as string | undefined,
    async login(body: { clinic: string; email: string; password?: string }): Promise<LightMyRequestResponse> {
      const res = await app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { password: STAFF_PASSWORD, ...body },
        remoteAddress: address,
        ...(browser.devices ? { cookies: { [DEVICE_COOKIE]: browser.devices } } : {}),
      });
      const kept = res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
      if (kept) browser.devices = kept.value;
      return res;
    },
  };
  return browser;
}

/** A password hash in passwords.ts's form at scrypt's lowest cost (N=16), so many wrong tries stay quick. */
const cheapHash = (password: string) => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 16, r: 8, p: 1 });
  return ['scrypt', 16, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
};

/** Reception accounts `<prefix>-<i>@a.example` whose password (STAFF_PASSWORD) is cheap to weigh. */
export async function addCheapAccounts(db: Db, tenant: { id: number }, prefix: string, count: number) {
  const repo = createStaffRepository(db);
  const hash = cheapHash(STAFF_PASSWORD);
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@a.example`;
    await repo.upsertAccount({ tenantId: tenant.id, email, name: 'Cheap', role: 'reception', passwordHash: hash });
    emails.push(email);
  }
  return emails;
}

/** The seconds a 429 says to wait, from its Retry-After header (checked against its params). */
export function retryAfterOf(res: LightMyRequestResponse): number {
  const seconds = Number(res.headers['retry-after']);
  const body = res.json() as { code?: string; params?: { seconds?: number } };
  if (res.statusCode !== 429 || body.code !== 'STAFF_LOGIN_LOCKED' || body.params?.seconds !== seconds) {
    throw new Error(`not a login slowdown: ${res.statusCode} ${res.headers['retry-after']} ${res.body}`);
  }
  return seconds;
}
