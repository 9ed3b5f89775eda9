import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { createCustomersRepository } from '../identity/customers.repository';
import { createPatientsService } from '../identity/patients.service';
import type { TenantsRepository } from '../tenants/tenants.repository';
import { createAuditRepository } from './audit.repository';
import { createInvitationOutbox } from './invitation-outbox';
import { createStaffAccountsRepository } from './staff-accounts.repository';
import { createStaffAccountsService } from './staff-accounts.service';
import { createStaffActions } from './staff-actions.service';
import { createSeriesActions } from './series-actions.service';
import { createStaffInvitationsService } from './staff-invitations.service';
import { SESSION_HOURS, createStaffAuthService } from './staff-auth.service';
import { createSecondFactorRepository } from './second-factor.repository';
import { createSecondFactorService } from './second-factor.service';
import { createStaffRepository } from './staff.repository';
import { createStaffViews } from './staff-views.service';

/** Wires the staff workspace from the other modules' services; app.ts registers its routes. */
export function createStaffModule(deps: {
  db: Db;
  tenants: TenantsRepository;
  catalog: CatalogRepository;
  appointments: AppointmentsService;
  availability: AvailabilityService;
  limiter: RateLimiter;
  log: Logger;
  /** The demo keeps invitation links in an outbox and the console; production never logs them. */
  demo: boolean;
  now: () => Date;
}) {
  const audit = createAuditRepository(deps.db, deps.now);
  const patients = createPatientsService({ customers: createCustomersRepository(deps.db) });
  const staffRepo = createStaffRepository(deps.db);
  const staffAuth = createStaffAuthService({
    repo: staffRepo,
    tenants: deps.tenants,
    limiter: deps.limiter,
    now: deps.now,
  });
  const secondFactor = createSecondFactorService({
    repo: createSecondFactorRepository(deps.db),
    sessions: staffRepo,
    tenants: deps.tenants,
    audit,
    limiter: deps.limiter,
    sessionHours: SESSION_HOURS,
    now: deps.now,
  });
  const views = createStaffViews({ ...deps, patients, audit });
  const actions = createStaffActions({ ...deps, patients, audit });
  const series = createSeriesActions({ ...deps, patients, audit });
  const accountsRepo = createStaffAccountsRepository(deps.db);
  const outbox = createInvitationOutbox({ log: deps.log, demo: deps.demo });
  const accounts = createStaffAccountsService({
    repo: accountsRepo,
    accounts: staffRepo,
    catalog: deps.catalog,
    audit,
    outbox,
    now: deps.now,
  });
  const invitations = createStaffInvitationsService({
    repo: accountsRepo,
    tenants: deps.tenants,
    audit,
    now: deps.now,
  });
  return { staffAuth, secondFactor, views, actions, series, audit, accounts, invitations, outbox };
}
