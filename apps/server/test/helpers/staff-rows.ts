import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { staffInvitations } from '../../src/db/schema';

/** A staff invitation as stored (its token kept only as a hash). */
export async function invitationRow(db: Db, id: number) {
  const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.id, id));
  return row;
}
