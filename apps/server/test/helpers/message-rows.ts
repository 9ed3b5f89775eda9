import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { contactMessages, outboundMessages } from '../../src/db/schema';

type MessageChange = Partial<Pick<typeof outboundMessages.$inferInsert, 'status' | 'providerMessageId'>>;

/** How many WhatsApp messages the database holds to send or sent, of every clinic. */
export async function outboundMessageCount(db: Db) {
  return db.$count(outboundMessages);
}

/** How many messages one clinic's patients left through the contact form. */
export async function contactMessageCount(db: Db, tenantId: number) {
  return db.$count(contactMessages, eq(contactMessages.tenantId, tenantId));
}

/** Puts one clinic's outgoing message in a state a test starts from (as a killed process leaves it). */
export async function setOutboundMessage(db: Db, tenantId: number, id: number, change: MessageChange) {
  await db
    .update(outboundMessages)
    .set(change)
    .where(and(eq(outboundMessages.tenantId, tenantId), eq(outboundMessages.id, id)));
}
