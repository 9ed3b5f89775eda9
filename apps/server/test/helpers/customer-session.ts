import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { customers } from '../../src/db/schema';
import { hashToken } from '../../src/http/auth';
import { createSessionsRepository } from '../../src/modules/identity/sessions.repository';

/** A customer of a tenant with a live session, made directly in the database. */
export async function createCustomerWithSession(db: Db, tenantId: number, options: { expiresAt?: Date } = {}) {
  const phone = `+97250${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;
  const [customer] = await db.insert(customers).values({ tenantId, phone, name: 'Test Patient' }).returning();
  const token = randomBytes(32).toString('base64url');
  await createSessionsRepository(db).create({
    tenantId,
    customerId: customer!.id,
    tokenHash: hashToken(token),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { customerId: customer!.id, phone, token };
}
