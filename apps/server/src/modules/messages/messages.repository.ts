import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export function createMessagesRepository(db: Db) {
  return {
    async insert(values: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return row!;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
