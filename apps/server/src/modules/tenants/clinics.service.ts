import type { TenantsRepository } from './tenants.repository';

/**
 * The clinics' rows as the other modules and the request checks read them, and the two changes the owner's setup
 * and second-factor rule make: the tenants module's public interface to its table.
 */
export function createClinicsService(rows: TenantsRepository) {
  return {
    findByKey: rows.findByKey,
    findById: rows.findById,
    findByToken: rows.findByToken,
    updateSettings: rows.updateSettings,
    setStaffSecondFactorRequired: rows.setStaffSecondFactorRequired,
  };
}
export type ClinicsService = ReturnType<typeof createClinicsService>;
