import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export function createCustomersRepository(db: Db) {
  return {
    async findByPhone(tenantId: number, phone: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)))
        .limit(1);
      return row;
    },
    async findById(tenantId: number, id: number): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
        .limit(1);
      return row;
    },
    /** Inserts unless the phone is already a customer of the tenant; answers the row either way. */
    async createOrGet(values: {
      tenantId: number;
      phone: string;
      name: string;
      email: string | null;
      age: number;
      gender: string;
    }): Promise<{ row: CustomerRow; created: boolean }> {
      const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
      if (row) return { row, created: true };
      return { row: (await this.findByPhone(values.tenantId, values.phone))!, created: false };
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
