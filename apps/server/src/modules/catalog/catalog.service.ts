import type { TBranchDetail, TDoctorDetail } from '@clinic/contract/entities';
import { AppError } from '../../errors';
import { type Wanted, pick } from '../../lib/localize';
import { toWireBranch, toWireDoctor, toWireTreatment } from './catalog.mappers';
import type { CatalogRepository } from './catalog.repository';

/** Archived branches and treatments are kept for their visits but no longer offered to patients. */
export const offered = (row: { archivedAt: Date | null }) => row.archivedAt === null;

export function createCatalogService(repo: CatalogRepository) {
  return {
    async treatments(tenantId: number, lang: Wanted) {
      return (await repo.listTreatments(tenantId)).filter(offered).map((row) => toWireTreatment(row, lang));
    },
    async treatment(tenantId: number, id: number, lang: Wanted) {
      const row = await repo.findTreatment(tenantId, id);
      if (!row || !offered(row)) throw new AppError('TREATMENT_NOT_FOUND');
      return toWireTreatment(row, lang);
    },
    async doctors(tenantId: number, lang: Wanted) {
      return (await repo.listDoctors(tenantId)).map((row) => toWireDoctor(row, lang));
    },
    async doctor(tenantId: number, id: number, lang: Wanted): Promise<TDoctorDetail> {
      const row = await repo.findDoctor(tenantId, id);
      if (!row) throw new AppError('DOCTOR_NOT_FOUND');
      return {
        ...toWireDoctor(row, lang),
        specialty: pick(row.specialty, lang),
        bio: pick(row.bio, lang),
        education: pick(row.education, lang),
        experience: row.experienceYears,
        clinicIds: [...new Set(row.workingHours.map((r) => r.branchId))],
      };
    },
    async branches(tenantId: number, lang: Wanted) {
      return (await repo.listBranches(tenantId)).filter(offered).map((row) => toWireBranch(row, lang));
    },
    async branch(tenantId: number, id: number, lang: Wanted): Promise<TBranchDetail> {
      const row = await repo.findBranch(tenantId, id);
      if (!row || !offered(row)) throw new AppError('CLINIC_NOT_FOUND');
      const [treatments, doctors] = await Promise.all([repo.listTreatments(tenantId), repo.listDoctors(tenantId)]);
      return {
        ...toWireBranch(row, lang),
        services: treatments
          .filter((t) => offered(t) && t.branchIds.includes(id))
          .map((t) => ({ id: t.id, name: pick(t.name, lang) ?? '' })),
        doctors: doctors
          .filter((d) => d.status === '1' && d.workingHours.some((w) => w.branchId === id))
          .map((d) => ({ id: d.id, name: pick(d.name, lang) ?? '', image: d.image })),
      };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
