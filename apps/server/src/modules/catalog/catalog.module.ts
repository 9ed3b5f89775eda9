import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { AppointmentsService } from '../appointments/appointments.service';
import { upcomingClosures } from '../clinic-setup/closures.service';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';

/**
 * Doctors, branches and treatments. The branches' closures are whole-day blocks the appointments module keeps,
 * so this module is made after it.
 */
export function createCatalogModule(deps: {
  db: Db;
  appointments: Pick<AppointmentsService, 'branchBlocks'>;
  now: () => Date;
}) {
  const repository = createCatalogRepository(deps.db);
  const catalog = createCatalogService(repository, async (tenant) => {
    const byBranch = await upcomingClosures(deps.appointments, tenant, deps.now());
    return new Map([...byBranch].map(([id, list]) => [id, list.map(({ id: _id, ...closure }) => closure)]));
  });
  return {
    catalog,
    /** The catalog's rows, read by the modules that show or check them (staff, setup, insights, feeds). */
    repository,
    register: async (app, guards) => {
      await app.register(catalogRoutes({ catalog, requireTenant: guards.requireTenant }));
    },
  } satisfies AppModule;
}
