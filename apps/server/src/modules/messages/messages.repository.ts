import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type MessageRow = typeof contactMessages.$inferSelect;
export type InboxFilter = 'all' | 'unread' | 'unanswered';

const ofTenant = (tenantId: number) => eq(contactMessages.tenantId, tenantId);
const matching = (filter: InboxFilter) =>
  filter === 'unread'
    ? isNull(contactMessages.readAt)
    : filter === 'unanswered'
      ? isNull(contactMessages.answeredAt)
      : undefined;

export function createMessagesRepository(db: Db) {
  return {
    async insert(values: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return row!;
    },

    /** A clinic's inbox: unread first, then newest first. */
    list(tenantId: number, q: { filter: InboxFilter; limit: number; offset: number }): Promise<MessageRow[]> {
      return db
        .select()
        .from(contactMessages)
        .where(and(ofTenant(tenantId), matching(q.filter)))
        .orderBy(sql`${contactMessages.readAt} is null desc`, desc(contactMessages.id))
        .limit(q.limit)
        .offset(q.offset);
    },

    async counts(tenantId: number): Promise<{ unread: number; unanswered: number }> {
      const [row] = await db
        .select({
          unread: count(sql`case when ${contactMessages.readAt} is null then 1 end`),
          unanswered: count(sql`case when ${contactMessages.answeredAt} is null then 1 end`),
        })
        .from(contactMessages)
        .where(ofTenant(tenantId));
      return { unread: row?.unread ?? 0, unanswered: row?.unanswered ?? 0 };
    },

    /** Marks a message read, and answered too when `answered`; a mark already there keeps its time. */
    async mark(tenantId: number, id: number, at: Date, answered: boolean): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(contactMessages)
        .set({
          readAt: sql`coalesce(${contactMessages.readAt}, ${at.toISOString()}::timestamptz)`,
          ...(answered
            ? { answeredAt: sql`coalesce(${contactMessages.answeredAt}, ${at.toISOString()}::timestamptz)` }
            : {}),
        })
        .where(and(ofTenant(tenantId), eq(contactMessages.id, id)))
        .returning();
      return row;
    },

    async find(tenantId: number, id: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(contactMessages)
        .where(and(ofTenant(tenantId), eq(contactMessages.id, id)));
      return row;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
