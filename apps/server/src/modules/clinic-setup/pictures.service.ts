import { AppError } from '../../errors';
import { type StaffSession } from '../../lib/staff-session';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { CatalogWritesRepository } from '../catalog/catalog-writes.repository';
import type { ImageFiles } from '../images/image-files';
import { reencodePicture } from '../images/image-processing';
import type { TenantRow } from '../../db/tenant-row';
import type { ClinicsService } from '../tenants/clinics.service';
import { type SetupDeps, createChangeLog } from './change-log';
import { assertSection } from '../../lib/staff-sections';

/** The clinic's logo and its doctors' photos: uploaded by owners, re-encoded, stored and linked. */
export function createPicturesService(
  deps: SetupDeps & {
    files: ImageFiles;
    tenants: ClinicsService;
    catalog: CatalogRows;
    writes: CatalogWritesRepository;
  },
) {
  const { files, tenants, catalog, writes } = deps;
  const logChange = createChangeLog(deps);

  return {
    async setClinicLogo(staff: StaffSession, tenant: TenantRow, bytes: Buffer) {
      assertSection(staff, 'setup');
      const image = await files.save(await reencodePicture(bytes, 'logo'));
      if (!(await tenants.updateSettings(tenant.id, { profileImage: image }))) throw new AppError('TENANT_NOT_FOUND');
      await logChange(staff, {
        action: 'clinic.logo_changed',
        targetType: 'clinic',
        targetId: tenant.id,
        before: { image: tenant.profileImage },
        after: { image },
      });
      return { success: 1 as const, image };
    },

    async setDoctorPhoto(staff: StaffSession, doctorId: number, bytes: Buffer) {
      assertSection(staff, 'setup');
      const before = await catalog.findDoctor(staff.tenantId, doctorId);
      if (!before) throw new AppError('DOCTOR_NOT_FOUND');
      const image = await files.save(await reencodePicture(bytes, 'photo'));
      if (!(await writes.updateDoctor(staff.tenantId, doctorId, { image }))) throw new AppError('DOCTOR_NOT_FOUND');
      await logChange(staff, {
        action: 'doctor.photo_changed',
        targetType: 'doctor',
        targetId: doctorId,
        before: { image: before.image },
        after: { image },
      });
      return { success: 1 as const, image };
    },
  };
}
export type PicturesService = ReturnType<typeof createPicturesService>;
