import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers } from '../../db/schema';

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
export type FamilyMemberValues = Pick<FamilyMemberRow, 'name' | 'age' | 'gender' | 'relation'>;

/** One account's member that is not removed. */
const ownLive = (tenantId: number, customerId: number, id: number) =>
  and(
    eq(familyMembers.tenantId, tenantId),
    eq(familyMembers.customerId, customerId),
    eq(familyMembers.id, id),
    isNull(familyMembers.removedAt),
  );

/** SQL of family members: the people a patient books for under their phone account. */
export function createFamilyRepository(db: Db) {
  return {
    db,

    /** An account's members that are not removed, in the order they were added. */
    listOwn(tenantId: number, customerId: number) {
      return db
        .select()
        .from(familyMembers)
        .where(
          and(
            eq(familyMembers.tenantId, tenantId),
            eq(familyMembers.customerId, customerId),
            isNull(familyMembers.removedAt),
          ),
        )
        .orderBy(asc(familyMembers.id));
    },

    async findOwn(tenantId: number, customerId: number, id: number): Promise<FamilyMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(familyMembers)
        .where(ownLive(tenantId, customerId, id));
      return row;
    },

    /** Takes the account's family turn until the caller's transaction ends: adds and removals of one account queue. */
    async lockAccount(tx: Db, tenantId: number, customerId: number) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`family/${tenantId}/${customerId}`}, 0))`);
    },

    /** Adds a member in the caller's transaction when the account has fewer than `max`; undefined when it is full. */
    async insertWithin(
      tx: Db,
      tenantId: number,
      customerId: number,
      values: FamilyMemberValues,
      max: number,
    ): Promise<FamilyMemberRow | undefined> {
      const [kept] = await tx
        .select({ n: count() })
        .from(familyMembers)
        .where(
          and(
            eq(familyMembers.tenantId, tenantId),
            eq(familyMembers.customerId, customerId),
            isNull(familyMembers.removedAt),
          ),
        );
      if ((kept?.n ?? 0) >= max) return undefined;
      const [row] = await tx
        .insert(familyMembers)
        .values({ tenantId, customerId, ...values })
        .returning();
      return row;
    },

    async updateOwn(
      tenantId: number,
      customerId: number,
      id: number,
      values: FamilyMemberValues,
    ): Promise<FamilyMemberRow | undefined> {
      const [row] = await db
        .update(familyMembers)
        .set(values)
        .where(ownLive(tenantId, customerId, id))
        .returning();
      return row;
    },

    /** Marks an own member removed in the caller's transaction; false when there is none such. */
    async removeOwn(tx: Db, tenantId: number, customerId: number, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(familyMembers)
        .set({ removedAt: now })
        .where(ownLive(tenantId, customerId, id))
        .returning({ id: familyMembers.id });
      return rows.length === 1;
    },
  };
}
export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
