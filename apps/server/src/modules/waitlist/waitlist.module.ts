import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import { loggableError } from '../../lib/loggable-error';
import { startSweeper } from '../../lib/sweeper';
import { sweepWhenTimeIsFreed } from './freed-time-follower';
import { createWaitlistRepository } from './waitlist.repository';
import { waitlistRoutes } from './waitlist.routes';
import { createWaitlistService } from './waitlist.service';

type ServiceDeps = Parameters<typeof createWaitlistService>[0];

export { freedTimeFollower } from './freed-time-follower';

/**
 * Patients waiting for a time: offered freed times by WhatsApp. A process that sweeps sweeps at once when a
 * followed visit event frees time (freedTimeFollower), and every few seconds besides.
 */
export function createWaitlistModule(deps: Omit<ServiceDeps, 'repo'> & { db: Db; changes: ChangeFeed }) {
  const { db, changes, ...serviceDeps } = deps;
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
      const stopHearing =
        deps.config.sweepSeconds > 0
          ? sweepWhenTimeIsFreed(
              changes,
              () => waitlist.sweep(),
              (err) => deps.log.error({ err: loggableError(err) }, 'sweep failed: offered freed times to the waitlist'),
            )
          : () => {};
      app.addHook('onClose', async () => {
        stop();
        stopHearing();
      });
    },
  } satisfies AppModule;
}
