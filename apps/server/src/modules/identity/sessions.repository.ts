import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { TenantCache } from '../../lib/tenant-cache';
import { hashToken } from '../../lib/token-hash';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Sessions by token. With a cache, a found session is kept by its token until that tenant's sessions
 * change (a logout anywhere announces it), so a known token is not hashed again; its expiry is checked
 * on every use.
 */
export function createSessionsRepository(db: Db, cache?: TenantCache<SessionRow>) {
  const read = async (tenantId: number, tokenHash: string): Promise<SessionRow | undefined> => {
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .limit(1);
    return row;
  };
  return {
    /** The tenant's unrevoked, unexpired session with this token. */
    async findLive(tenantId: number, token: string, now: Date): Promise<SessionRow | undefined> {
      const row = cache
        ? await cache.get(tenantId, token, () => read(tenantId, hashToken(token)))
        : await read(tenantId, hashToken(token));
      return row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
    },
    async create(values: { tenantId: number; customerId: number; tokenHash: string; expiresAt: Date }) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    /** The patient entered a fresh code in this session (to confirm an erasure). */
    async markCodeConfirmed(tenantId: number, id: number, now: Date) {
      await db
        .update(sessions)
        .set({ codeConfirmedAt: now })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, id)));
      cache?.forget(tenantId);
    },
    /** Whether this live session had a code confirmed after `since`: read from the database, never a kept row. */
    async codeConfirmedSince(tenantId: number, id: number, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.tenantId, tenantId),
            eq(sessions.id, id),
            isNull(sessions.revokedAt),
            gt(sessions.codeConfirmedAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** Drops this process's kept sessions of the tenant (after a write elsewhere in this process revoked some). */
    forget(tenantId: number) {
      cache?.forget(tenantId);
    },
    async revoke(tenantId: number, id: number, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, id)));
      cache?.forget(tenantId);
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
