import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { AuditRepository } from '../staff/audit.repository';
import type { TenantsRepository } from '../tenants/tenants.repository';
import { createCalendarFeedsRepository } from './calendar-feeds.repository';
import { createCalendarFeeds } from './calendar-feeds.service';

/** Doctors' private calendar feeds: their table and service (app.ts registers calendar-feeds.routes.ts). */
export function createCalendarFeedsModule(deps: {
  db: Db;
  appointments: Pick<AppointmentsService, 'doctorVisits'>;
  catalog: Pick<CatalogRepository, 'findDoctor'>;
  tenants: Pick<TenantsRepository, 'findById'>;
  audit: Pick<AuditRepository, 'record'>;
  limiter: RateLimiter;
  now: () => Date;
}) {
  const feeds = createCalendarFeeds({ ...deps, repo: createCalendarFeedsRepository(deps.db, deps.now) });
  return { feeds };
}
