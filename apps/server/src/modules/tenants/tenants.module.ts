import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import { createClinicsService } from './clinics.service';
import { createTenantsRepository } from './tenants.repository';
import { tenantsRoutes } from './tenants.routes';
import { createTenantsService } from './tenants.service';

type ServiceDeps = Parameters<typeof createTenantsService>[0];

/** The clinics (tenants): their settings and the site's /api/config answer. */
export function createTenantsModule(deps: Omit<ServiceDeps, 'tenants'> & { db: Db; publicUrl: string | undefined }) {
  const { db, publicUrl, ...serviceDeps } = deps;
  const rows = createTenantsRepository(db);
  const tenants = createTenantsService({ ...serviceDeps, tenants: rows });
  const clinics = createClinicsService(rows);
  return {
    tenants,
    /** The clinics' rows, read by the request checks and the modules that need a clinic's settings. */
    clinics,
    register: async (app, guards) => {
      await app.register(tenantsRoutes({ tenants, requireTenant: guards.requireTenant, publicUrl }));
    },
  } satisfies AppModule;
}
