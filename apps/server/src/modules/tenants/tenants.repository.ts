import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants } from '../../db/schema';
import type { TenantRow } from '../../db/tenant-row';

export type { TenantRow };

export function createTenantsRepository(db: Db) {
  return {
    async findByKey(key: string): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.key, key)).limit(1);
      return row;
    },
    async findById(id: number): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
      return row;
    },
    async findByToken(token: string): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.activeToken, token)).limit(1);
      return row;
    },
    /** The owner's changes to the clinic's details and rules; answers the row as it is now. */
    async updateSettings(id: number, values: Partial<Omit<TenantRow, 'id' | 'key' | 'activeToken' | 'createdAt'>>) {
      const [row] = await db.update(tenants).set(values).where(eq(tenants.id, id)).returning();
      return row;
    },
    async setStaffSecondFactorRequired(id: number, required: boolean) {
      await db.update(tenants).set({ staffSecondFactorRequired: required }).where(eq(tenants.id, id));
    },
    list() {
      return db
        .select({ key: tenants.key, name: tenants.name, lang: tenants.lang })
        .from(tenants)
        .orderBy(asc(tenants.id));
    },
  };
}
export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
