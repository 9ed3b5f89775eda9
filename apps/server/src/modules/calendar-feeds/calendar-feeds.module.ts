import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import type { AuditService } from '../audit/audit.service';
import type { ClinicsService } from '../tenants/clinics.service';
import { createCalendarFeedsRepository } from './calendar-feeds.repository';
import { calendarFeedsRoutes } from './calendar-feeds.routes';
import { createCalendarFeeds } from './calendar-feeds.service';

/** Doctors' private calendar feeds: their table, service and routes. */
export function createCalendarFeedsModule(deps: {
  db: Db;
  appointments: Pick<AppointmentsService, 'doctorVisits'>;
  catalog: Pick<CatalogRows, 'findDoctor'>;
  tenants: Pick<ClinicsService, 'findById'>;
  audit: Pick<AuditService, 'record'>;
  limiter: RateLimiter;
  now: () => Date;
  /** The feeds' links lead to PUBLIC_URL, else to the request's own origin. */
  publicUrl: string | undefined;
}) {
  const feeds = createCalendarFeeds({ ...deps, repo: createCalendarFeedsRepository(deps.db, deps.now) });
  return {
    feeds,
    register: async (app, guards) => {
      await app.register(calendarFeedsRoutes({ feeds, hooks: guards.staff, publicUrl: deps.publicUrl }));
    },
  } satisfies AppModule;
}
