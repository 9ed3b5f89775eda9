import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { customers } from '../../src/db/schema';
import { hashToken } from '../../src/lib/token-hash';
import { createSessionsRepository } from '../../src/modules/identity/sessions.repository';

// Unique within a process (one test file = one database), so many customers never collide on a phone.
const phoneBase = randomInt(0, 100_000_000);
let phoneCounter = 0;

export type TestCustomer = {
  customerId: number;
  token: string;
  /** Headers of a logged-in customer call of this tenant. */
  headers: Record<string, string>;
};

/**
 * A customer with a live session, written straight into the database (no OTP round trip), so booking
 * tests do not depend on the identity flow. The session is valid for a year from `now`.
 */
export async function createCustomerSession(
  db: Db,
  tenant: { id: number; token: string },
  now: Date = new Date(),
): Promise<TestCustomer> {
  const phone = `+9725${String((phoneBase + phoneCounter++) % 100_000_000).padStart(8, '0')}`;
  const [row] = await db
    .insert(customers)
    .values({ tenantId: tenant.id, phone, name: 'Test Patient' })
    .returning({ id: customers.id });
  const token = randomBytes(32).toString('base64url');
  await createSessionsRepository(db).create({
    tenantId: tenant.id,
    customerId: row!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + 365 * 24 * 3_600_000),
  });
  return {
    customerId: row!.id,
    token,
    headers: { 'x-tenant-token': tenant.token, authorization: `Bearer ${token}` },
  };
}
