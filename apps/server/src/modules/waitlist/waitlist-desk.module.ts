import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { AvailabilityService } from '../availability/availability.service';
import type { AuditService } from '../audit/audit.service';
import { createWaitlistDeskRepository } from './waitlist-desk.repository';
import { waitlistDeskRoutes } from './waitlist-desk.routes';
import { createWaitlistDesk } from './waitlist-desk.service';

/** The waitlist at the front desk: made after the staff module, whose audit log its changes are written to. */
export function createWaitlistDeskModule(deps: {
  db: Db;
  audit: AuditService;
  availability: Pick<AvailabilityService, 'forget'>;
  now: () => Date;
}) {
  const desk = createWaitlistDesk({ ...deps, repo: createWaitlistDeskRepository(deps.db) });
  return {
    desk,
    register: async (app, guards) => {
      await app.register(waitlistDeskRoutes({ desk, hooks: guards.staff }));
    },
  } satisfies AppModule;
}
