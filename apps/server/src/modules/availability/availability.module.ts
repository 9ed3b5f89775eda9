import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import { createTenantCache } from '../../lib/tenant-cache';
import { type DayData, createAvailabilityRepository } from './availability.repository';
import { availabilityRoutes } from './availability.routes';
import { createAvailabilityService } from './availability.service';
import { createEarliestRepository } from './earliest.repository';
import { createEarliestService } from './earliest.service';

/** Free times: a day's, and the earliest of a treatment. */
export function createAvailabilityModule(deps: { db: Db; changes: ChangeFeed; now: () => Date }) {
  // One cache for a day's reads and the earliest search's: this process's bookings patch both.
  const cache = createTenantCache<DayData>(deps.changes, {
    kinds: ['appointments', 'catalog'],
    max: 2_000,
    ttlMs: 60_000,
  });
  const availability = createAvailabilityService({ repo: createAvailabilityRepository(deps.db), now: deps.now, cache });
  const earliest = createEarliestService({ repo: createEarliestRepository(deps.db), now: deps.now, cache });
  return {
    availability,
    earliest,
    register: async (app, guards) => {
      const { requireTenant, patientIfAny } = guards;
      await app.register(availabilityRoutes({ availability, earliest, requireTenant, patientIfAny }));
    },
  } satisfies AppModule;
}
