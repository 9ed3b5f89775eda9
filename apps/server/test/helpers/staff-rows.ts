import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { staffAccounts, staffInvitations } from '../../src/db/schema';

/** A staff invitation as stored (its token kept only as a hash). */
export async function invitationRow(db: Db, id: number) {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, id));
  return row;
}

/** How many staff accounts the database holds, of every clinic. */
export async function staffAccountCount(db: Db) {
  return db.$count(staffAccounts);
}
