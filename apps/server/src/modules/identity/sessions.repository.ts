import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository(db: Db) {
  return {
    async findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },
    async create(values: { tenantId: number; customerId: number; tokenHash: string; expiresAt: Date }) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    async revoke(tenantId: number, id: number, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, id)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
