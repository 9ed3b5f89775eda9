import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches, doctors, treatments } from '../../db/schema';
import type { BranchRow, DoctorRow, TreatmentRow } from './catalog.types';

export function createCatalogRepository(db: Db) {
  return {
    listBranches: (tenantId: number) =>
      db.select().from(branches).where(eq(branches.tenantId, tenantId)).orderBy(asc(branches.id)),
    async findBranch(tenantId: number, id: number): Promise<BranchRow | undefined> {
      const [row] = await db
        .select()
        .from(branches)
        .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)));
      return row;
    },
    listDoctors: (tenantId: number) =>
      db.select().from(doctors).where(eq(doctors.tenantId, tenantId)).orderBy(asc(doctors.id)),
    async findDoctor(tenantId: number, id: number): Promise<DoctorRow | undefined> {
      const [row] = await db
        .select()
        .from(doctors)
        .where(and(eq(doctors.tenantId, tenantId), eq(doctors.id, id)));
      return row;
    },
    listTreatments: (tenantId: number) =>
      db.select().from(treatments).where(eq(treatments.tenantId, tenantId)).orderBy(asc(treatments.id)),
    async findTreatment(tenantId: number, id: number): Promise<TreatmentRow | undefined> {
      const [row] = await db
        .select()
        .from(treatments)
        .where(and(eq(treatments.tenantId, tenantId), eq(treatments.id, id)));
      return row;
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
