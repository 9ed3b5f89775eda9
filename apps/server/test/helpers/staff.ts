import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { hashPassword } from '../../src/modules/staff/passwords';
import { createStaffRepository } from '../../src/modules/staff/staff.repository';

export const STAFF_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;

/** Adds a staff account to a clinic (the tests' stand-in for the owner's setup screen). */
export async function addStaff(
  db: Db,
  tenant: { id: number },
  account: { email: string; role: 'owner' | 'reception' | 'doctor'; name?: string; doctorId?: number },
) {
  await createStaffRepository(db).upsertAccount({
    tenantId: tenant.id,
    email: account.email,
    name: account.name ?? account.role,
    role: account.role,
    doctorId: account.doctorId ?? null,
    passwordHash: await (passwordHash ??= hashPassword(STAFF_PASSWORD)),
  });
}

/** Staff calls of one logged-in account, through the app's HTTP layer. */
export async function staffClient(app: FastifyInstance, clinic: string, email: string, lang = 'en') {
  const login = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { clinic, email, password: STAFF_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  const token = (login.json() as { token: string }).token;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  return {
    token,
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers }),
  };
}
