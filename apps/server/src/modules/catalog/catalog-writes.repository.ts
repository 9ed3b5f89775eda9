import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches, doctors, treatments } from '../../db/schema';
import { sqlStateOf } from '../../db/driver-errors';
import type { BranchRow, DoctorRow, TreatmentRow } from './catalog.types';

type Values<Row> = Omit<Row, 'tenantId' | 'id'>;
/** Tries of an insert whose next id another insert of the same clinic took at the same moment. */
const ID_TRIES = 5;

/** Runs an insert again while the id it took was taken meanwhile (unique violation). */
async function withFreshId(insert: () => Promise<Array<{ id: number }>>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await insert())[0]!.id;
    } catch (error) {
      if (sqlStateOf(error) !== '23505' || attempt >= ID_TRIES) throw error;
    }
  }
}

/** The clinic's next id of a table: its highest plus one, computed in the insert. */
const nextId = (table: typeof branches | typeof doctors | typeof treatments, tenantId: number) =>
  sql<number>`(select coalesce(max(${table.id}), 0) + 1 from ${table} where ${table.tenantId} = ${tenantId})`;

/**
 * The catalog's writes, for the owner's setup. Ids are numbered per clinic (the patient site's addresses carry
 * them), so a new row takes the clinic's highest id plus one, in the insert itself; two inserts that take the
 * same one meet the primary key, and the later tries again.
 */
export function createCatalogWritesRepository(db: Db) {
  return {
    insertBranch: (tenantId: number, values: Values<BranchRow>) =>
      withFreshId(() =>
        db
          .insert(branches)
          .values({ ...values, tenantId, id: nextId(branches, tenantId) })
          .returning({ id: branches.id }),
      ),
    insertDoctor: (tenantId: number, values: Values<DoctorRow>) =>
      withFreshId(() =>
        db
          .insert(doctors)
          .values({ ...values, tenantId, id: nextId(doctors, tenantId) })
          .returning({ id: doctors.id }),
      ),
    insertTreatment: (tenantId: number, values: Values<TreatmentRow>) =>
      withFreshId(() =>
        db
          .insert(treatments)
          .values({ ...values, tenantId, id: nextId(treatments, tenantId) })
          .returning({ id: treatments.id }),
      ),

    async updateBranch(
      tenantId: number,
      id: number,
      values: Partial<Values<BranchRow>>,
    ): Promise<BranchRow | undefined> {
      const [row] = await db
        .update(branches)
        .set(values)
        .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)))
        .returning();
      return row;
    },
    async updateDoctor(
      tenantId: number,
      id: number,
      values: Partial<Values<DoctorRow>>,
    ): Promise<DoctorRow | undefined> {
      const [row] = await db
        .update(doctors)
        .set(values)
        .where(and(eq(doctors.tenantId, tenantId), eq(doctors.id, id)))
        .returning();
      return row;
    },
    async updateTreatment(
      tenantId: number,
      id: number,
      values: Partial<Values<TreatmentRow>>,
    ): Promise<TreatmentRow | undefined> {
      const [row] = await db
        .update(treatments)
        .set(values)
        .where(and(eq(treatments.tenantId, tenantId), eq(treatments.id, id)))
        .returning();
      return row;
    },
  };
}
export type CatalogWritesRepository = ReturnType<typeof createCatalogWritesRepository>;
