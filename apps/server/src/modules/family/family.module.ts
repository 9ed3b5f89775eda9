import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import { familyRoutes } from './family.routes';
import { createFamilyRepository } from './family.repository';
import { type MemberVisits, createFamilyService } from './family.service';

/**
 * A patient's family members. A removal asks the appointments module whether the member has visits, and a booking
 * asks this module for its member: the appointments module, made later, connects itself with connectVisits().
 */
export function createFamilyModule(deps: { db: Db; now: () => Date }) {
  let visits: MemberVisits | undefined;
  const family = createFamilyService({
    repo: createFamilyRepository(deps.db),
    visits: {
      upcomingOfMember(...args) {
        if (!visits) throw new Error('the family module was used before connectVisits()');
        return visits.upcomingOfMember(...args);
      },
    },
    now: deps.now,
  });
  return {
    family,
    connectVisits(port: MemberVisits) {
      visits = port;
    },
    register: async (app, guards) => {
      await app.register(familyRoutes({ family, requireCustomer: guards.requireCustomer }));
    },
  } satisfies AppModule;
}
