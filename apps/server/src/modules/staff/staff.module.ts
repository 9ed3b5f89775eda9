import { randomBytes } from 'node:crypto';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { Logger } from '../../lib/logger';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { EarliestService } from '../availability/earliest.service';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import { createCustomersRepository } from '../identity/customers.repository';
import { createPatientsService } from '../identity/patients.service';
import type { ClinicsService } from '../tenants/clinics.service';
import { createInvitationOutbox } from './invitation-outbox';
import { createStaffAccountsRepository } from './staff-accounts.repository';
import { type MemberFeeds, createStaffAccountsService } from './staff-accounts.service';
import { createStaffActions } from './staff-actions.service';
import { createSeriesActions } from './series-actions.service';
import { createStaffInvitationsService } from './staff-invitations.service';
import { SESSION_HOURS, createStaffAuthService } from './staff-auth.service';
import { createKnownDevices } from './known-devices';
import { createSecondFactorRepository } from './second-factor.repository';
import { createSecondFactorService } from './second-factor.service';
import { createStaffRepository } from './staff.repository';
import { createStaffViews } from './staff-views.service';
import { createStaffAgenda } from './staff-agenda.service';
import { createAuditLog } from '../audit/audit-log.service';
import type { AuditService } from '../audit/audit.service';
import { secondFactorRoutes } from './second-factor.routes';
import { seriesRoutes } from './series.routes';
import { staffAccountsRoutes } from './staff-accounts.routes';
import { staffRoutes } from './staff.routes';
import type { VisitMoney } from '../payments/visit-money.service';
import { createVisitMoneyActions } from './visit-money.service';
import { visitMoneyRoutes } from './visit-money.routes';

/** The staff workspace, wired from the other modules' services: sign-in, the agenda and its actions, accounts. */
export function createStaffModule(deps: {
  db: Db;
  tenants: ClinicsService;
  catalog: CatalogRows;
  appointments: AppointmentsService;
  availability: AvailabilityService;
  /** The earliest-time engine the patient site uses, for "Next available". */
  earliest: EarliestService;
  limiter: RateLimiter;
  /** Wrong staff passwords from one client address in 24 hours before its tries are slowed. */
  loginsPerAddress: number;
  /** Signs known-device tokens: OTP_SECRET, the same on every process; unset, this process's own. */
  deviceSecret: string | undefined;
  /** Cookies are Secure (https only) in production. */
  secureCookies: boolean;
  log: Logger;
  /** The demo keeps invitation links in an outbox and the console; production never logs them. */
  demo: boolean;
  /** The origin of invitation links: PUBLIC_URL, else this machine's (never the owner's request's Host). */
  siteOrigin: string;
  now: () => Date;
  /** The database's change announcements, which the live agenda streams pass on. */
  changes: ChangeFeed;
  /** A visit's payments, refunds and money taken at the desk. */
  visitMoney: VisitMoney;
  /** The audit log: staff actions are written to it, and its screen reads it. */
  audit: AuditService;
}) {
  const { audit } = deps;
  const patients = createPatientsService({ customers: createCustomersRepository(deps.db) });
  const staffRepo = createStaffRepository(deps.db);
  const staffAuth = createStaffAuthService({
    repo: staffRepo,
    tenants: deps.tenants,
    limiter: deps.limiter,
    knownDevices: createKnownDevices(deps.deviceSecret ?? randomBytes(32).toString('hex')),
    loginsPerAddress: deps.loginsPerAddress,
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
  const views = createStaffViews({ ...deps, patients });
  const agenda = createStaffAgenda(deps);
  const auditLog = createAuditLog({ audit, catalog: deps.catalog, patients, appointments: deps.appointments });
  const actions = createStaffActions({ ...deps, patients, audit });
  const series = createSeriesActions({ ...deps, patients, audit });
  const money = createVisitMoneyActions({
    appointments: deps.appointments,
    money: deps.visitMoney,
    audit,
    now: deps.now,
  });
  const accountsRepo = createStaffAccountsRepository(deps.db);
  const outbox = createInvitationOutbox({ log: deps.log, demo: deps.demo });
  // The calendar-feeds module, made later (it reads the team's doctors), connects with connectFeeds().
  let feeds: MemberFeeds | undefined;
  const accounts = createStaffAccountsService({
    repo: accountsRepo,
    accounts: staffRepo,
    catalog: deps.catalog,
    audit,
    outbox,
    feeds: {
      revokeOfMember(...args) {
        if (!feeds) throw new Error('the staff module was used before connectFeeds()');
        return feeds.revokeOfMember(...args);
      },
    },
    now: deps.now,
  });
  const invitations = createStaffInvitationsService({
    repo: accountsRepo,
    tenants: deps.tenants,
    audit,
    now: deps.now,
  });
  return {
    staffAuth,
    secondFactor,
    views,
    actions,
    series,
    accounts,
    invitations,
    outbox,
    connectFeeds(port: MemberFeeds) {
      feeds = port;
    },
    register: async (app, guards) => {
      const hooks = guards.staff;
      const { secureCookies, changes } = deps;
      await app.register(staffRoutes({ staffAuth, secureCookies, views, agenda, auditLog, actions, hooks, changes }));
      await app.register(secondFactorRoutes({ secondFactor, hooks }));
      await app.register(staffAccountsRoutes({ accounts, invitations, outbox, hooks, siteOrigin: deps.siteOrigin }));
      await app.register(seriesRoutes({ series, hooks }));
      await app.register(visitMoneyRoutes({ money, hooks }));
    },
  } satisfies AppModule;
}
