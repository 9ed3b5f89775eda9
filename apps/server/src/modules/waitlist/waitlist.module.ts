import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import { startSweeper } from '../../lib/sweeper';
import { createWaitlistRepository } from './waitlist.repository';
import { waitlistRoutes } from './waitlist.routes';
import { createWaitlistService } from './waitlist.service';

type ServiceDeps = Parameters<typeof createWaitlistService>[0];

/** Patients waiting for a time: offered freed times by WhatsApp, by a sweep in the background. */
export function createWaitlistModule(deps: Omit<ServiceDeps, 'repo'> & { db: Db }) {
  const { db, ...serviceDeps } = deps;
  const waitlist = createWaitlistService({ ...serviceDeps, repo: createWaitlistRepository(db) });
  return {
    waitlist,
    register: async (app, guards) => {
      await app.register(waitlistRoutes({ waitlist, requireCustomer: guards.requireCustomer }));
      const stop = startSweeper({
        sweep: () => waitlist.sweep(),
        everySeconds: deps.config.sweepSeconds,
        log: deps.log,
        done: 'offered freed times to the waitlist',
      });
      app.addHook('onClose', async () => stop());
    },
  } satisfies AppModule;
}
