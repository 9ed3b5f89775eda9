import type { TBranchClosure, TBranchDetail, TDoctorDetail } from '@clinic/contract/catalog/entities';
import { AppError } from '../../errors';
import { clinicCountryOf } from '../../lib/clinic-emergency';
import { type Wanted, pick } from '../../lib/localize';
import { toWireBranch, toWireDoctor, toWireTreatment } from './catalog.mappers';
import type { CatalogRepository } from './catalog.repository';

/** Archived branches and treatments are kept for their visits but no longer offered to patients. */
export const offered = (row: { archivedAt: Date | null }) => row.archivedAt === null;

/** A clinic as the catalog needs it to name days and write phones: its id, time zone and phone. */
type TenantRef = { id: number; timeZone: string; phone: string | null };
/** Each branch's upcoming closures (whole days), by branch id. */
export type ClosuresOf = (tenant: TenantRef) => Promise<Map<number, TBranchClosure[]>>;

export function createCatalogService(repo: CatalogRepository, closuresOf: ClosuresOf = async () => new Map()) {
  const withClosures = (closures: Map<number, TBranchClosure[]>, id: number) => {
    const list = closures.get(id);
    return list ? { closures: list } : {};
  };
  return {
    async treatments(tenantId: number, lang: Wanted) {
      return (await repo.listTreatments(tenantId)).filter(offered).map((row) => toWireTreatment(row, lang));
    },
    async treatment(tenantId: number, id: number, lang: Wanted) {
      const row = await repo.findTreatment(tenantId, id);
      if (!row || !offered(row)) throw new AppError('TREATMENT_NOT_FOUND');
      return toWireTreatment(row, lang);
    },
    /** The offered branches' ids and names, as the clinic's template lists them. */
    async branchNames(tenantId: number, lang: Wanted) {
      return (await repo.listBranches(tenantId))
        .filter(offered)
        .map((row) => ({ id: row.id, branch_name: pick(row.name, lang) ?? '' }));
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
    async branches(tenant: TenantRef, lang: Wanted) {
      const [rows, closures] = await Promise.all([repo.listBranches(tenant.id), closuresOf(tenant)]);
      const country = clinicCountryOf(tenant);
      return rows
        .filter(offered)
        .map((row) => ({ ...toWireBranch(row, lang, country), ...withClosures(closures, row.id) }));
    },
    async branch(tenant: TenantRef, id: number, lang: Wanted): Promise<TBranchDetail> {
      const tenantId = tenant.id;
      const row = await repo.findBranch(tenantId, id);
      if (!row || !offered(row)) throw new AppError('CLINIC_NOT_FOUND');
      const [treatments, doctors, closures] = await Promise.all([
        repo.listTreatments(tenantId),
        repo.listDoctors(tenantId),
        closuresOf(tenant),
      ]);
      return {
        ...toWireBranch(row, lang, clinicCountryOf(tenant)),
        ...withClosures(closures, id),
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
