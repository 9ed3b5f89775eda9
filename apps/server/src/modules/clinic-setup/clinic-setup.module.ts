import type { AppModule } from '../../http/app-module';
import { createClinicSetupServices } from './clinic-setup.services';
import { contentRoutes, picturesRoutes } from './content.routes';
import { inboxRoutes } from './inbox.routes';
import { settingsRoutes } from './settings.routes';

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
