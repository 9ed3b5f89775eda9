import { and, asc, eq, ilike, inArray, isNull, like, or } from 'drizzle-orm';
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
    namesOf(tenantId: number, ids: number[]) {
      return db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, ids)));
    },
    /** Patients whose name holds the words, or whose phone holds the digits; at most `limit`, by name. Erased ones never. */
    /** Patients matching the text or digits; `within`: only these patients (none: no one). */
    async search(tenantId: number, query: { text: string; digits: string; within?: number[] }, limit: number) {
      if (query.within?.length === 0) return [];
      const escaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
      return db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.tenantId, tenantId),
            isNull(customers.erasedAt),
            query.within ? inArray(customers.id, query.within) : undefined,
            or(
              ilike(customers.name, `%${escaped(query.text)}%`),
              query.digits.length >= 3 ? like(customers.phone, `%${query.digits}%`) : undefined,
            ),
          ),
        )
        .orderBy(asc(customers.name), asc(customers.id))
        .limit(limit);
    },
    async setStaffNotes(tenantId: number, id: number, notes: string): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ staffNotes: notes })
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
        .returning({ id: customers.id });
      return rows.length === 1;
    },
    /** The language the patient's messages are written in. */
    async setLang(tenantId: number, id: number, lang: string) {
      await db
        .update(customers)
        .set({ lang })
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
    },
    /** Inserts unless the phone is already a customer of the tenant; answers the row either way. */
    async createOrGet(values: {
      tenantId: number;
      phone: string;
      name: string;
      email: string | null;
      age: number | null;
      gender: string | null;
      lang?: string | null;
    }): Promise<{ row: CustomerRow; created: boolean }> {
      const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
      if (row) return { row, created: true };
      return { row: (await this.findByPhone(values.tenantId, values.phone))!, created: false };
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
