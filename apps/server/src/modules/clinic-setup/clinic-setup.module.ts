import type { AppModule } from '../../http/app-module';
import type { ClosuresOf } from '../catalog/catalog.service';
import { createClinicSetupServices } from './clinic-setup.services';
import { contentRoutes, picturesRoutes } from './content.routes';
import { inboxRoutes } from './inbox.routes';
import { settingsRoutes } from './settings.routes';
import { upcomingClosures } from './closures.service';

/** The branches' upcoming closures as the catalog shows them to patients: the desk's whole-day blocks, no ids. */
export const catalogClosuresOf =
  (desk: Parameters<typeof upcomingClosures>[0], now: () => Date): ClosuresOf =>
  async (tenant) => {
    const byBranch = await upcomingClosures(desk, tenant, now());
    return new Map([...byBranch].map(([id, list]) => [id, list.map(({ id: _id, ...closure }) => closure)]));
  };

/** The clinic's own setup by its owner (settings, branches, doctors, treatments, pictures, closures) and its inbox. */
export function createClinicSetupModule(deps: Parameters<typeof createClinicSetupServices>[0]) {
  const services = createClinicSetupServices(deps);
  return {
    ...services,
    register: async (app, guards) => {
      const hooks = guards.staff;
      await app.register(settingsRoutes({ ...services, hooks }));
      await app.register(contentRoutes({ ...services, hooks }));
      await app.register(picturesRoutes({ ...services, hooks }));
      await app.register(inboxRoutes({ ...services, hooks }));
    },
  } satisfies AppModule;
}
