import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { type ClosuresOf, createCatalogService } from './catalog.service';

/**
 * Doctors, branches and treatments. The branches' closures are whole-day blocks the appointments module keeps
 * (`closuresOf`), so this module is made after it.
 */
export function createCatalogModule(deps: { db: Db; closuresOf: ClosuresOf }) {
  const rows = createCatalogRepository(deps.db);
  const catalog = createCatalogService(rows, deps.closuresOf);
  return {
    catalog,
    /** The catalog's rows, read by the modules that show or check them (staff, setup, insights, feeds). */
    rows,
    register: async (app, guards) => {
      await app.register(catalogRoutes({ catalog, requireTenant: guards.requireTenant }));
    },
  } satisfies AppModule;
}
