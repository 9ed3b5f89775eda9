import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { outboundMessages } from '../../src/db/schema';

type MessageChange = Partial<Pick<typeof outboundMessages.$inferInsert, 'status' | 'providerMessageId'>>;

/** How many WhatsApp messages the database holds to send or sent, of every clinic. */
export async function outboundMessageCount(db: Db) {
  return db.$count(outboundMessages);
}

/** Puts one clinic's outgoing message in a state a test starts from (as a killed process leaves it). */
export async function setOutboundMessage(db: Db, tenantId: number, id: number, change: MessageChange) {
  await db
    .update(outboundMessages)
    .set(change)
    .where(and(eq(outboundMessages.tenantId, tenantId), eq(outboundMessages.id, id)));
}
