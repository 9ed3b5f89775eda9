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

// Each login comes from an address of its own, so the per-address login limit never joins unrelated tests.
let addressCounter = 0;
export const uniqueAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** Answers the login call, as a browser at `remoteAddress` sends it. */
export const staffLogin = (
  app: FastifyInstance,
  body: { clinic: string; email: string; password?: string },
  remoteAddress = uniqueAddress(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { password: STAFF_PASSWORD, ...body },
    remoteAddress,
  });

/** Staff calls with a bearer token, through the app's HTTP layer. */
export function staffCalls(app: FastifyInstance, token: string, lang = 'en') {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  return {
    token,
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers }),
    patch: (url: string, payload: object = {}) => app.inject({ method: 'PATCH', url, payload, headers }),
  };
}
export type StaffCalls = ReturnType<typeof staffCalls>;

/** Staff calls of one logged-in account. */
export async function staffClient(app: FastifyInstance, clinic: string, email: string, lang = 'en') {
  const login = await staffLogin(app, { clinic, email });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  return staffCalls(app, (login.json() as { token: string }).token, lang);
}

/** A clinic's usual team, each logged in: a receptionist, an owner, and Dr. Dana (doctor 1) with her own account. */
export async function addClinicTeam(app: FastifyInstance, db: Db, tenant: { id: number; key: string }) {
  await addStaff(db, tenant, { email: 'desk@clinic.example', role: 'reception' });
  await addStaff(db, tenant, { email: 'owner@clinic.example', role: 'owner' });
  await addStaff(db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
  return {
    desk: await staffClient(app, tenant.key, 'desk@clinic.example'),
    owner: await staffClient(app, tenant.key, 'owner@clinic.example'),
    drDana: await staffClient(app, tenant.key, 'dana@clinic.example'),
  };
}
