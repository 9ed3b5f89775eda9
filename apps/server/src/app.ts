import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { buildOpenApiDocument } from '@clinic/contract/core/openapi';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createAuthHooks } from './http/auth';
import { registerEtags } from './http/etag';
import { createTenantCache } from './lib/tenant-cache';
import { registerErrorHandler } from './http/error-handler';
import { fastifyOptions } from './http/fastify-options';
import { registerWebApp } from './http/web-app';
import { registerEmbedScript } from './http/embed/embed-routes';
import { registerSecurityHeaders, registerStaffNoStore } from './http/security-headers';
import { registerHealthRoutes } from './http/health';
import { createMetrics } from './http/metrics';
import { announceMode } from './mode';
import { refuseControlCharacters } from './http/control-characters';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createClinicSetupModule } from './modules/clinic-setup/clinic-setup.module';
import { inboxRoutes } from './modules/clinic-setup/inbox.routes';
import { settingsRoutes } from './modules/clinic-setup/settings.routes';
import { contentRoutes, picturesRoutes } from './modules/clinic-setup/content.routes';
import { upcomingClosures } from './modules/clinic-setup/closures.service';
import { createImageFiles } from './modules/images/image-files';
import { imagesRoutes } from './modules/images/images.routes';
import { createIdentityModule } from './modules/identity/identity.module';
import { identityRoutes } from './modules/identity/identity.routes';
import { createSessionsRepository } from './modules/identity/sessions.repository';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository';
import { paymentSettlementsOf } from './modules/appointments/payment-settlements';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { createAppointmentsService } from './modules/appointments/appointments.service';
import { type DayData, createAvailabilityRepository } from './modules/availability/availability.repository';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { createAvailabilityService } from './modules/availability/availability.service';
import { createEarliestRepository } from './modules/availability/earliest.repository';
import { createEarliestService } from './modules/availability/earliest.service';
import { startSweeper } from './modules/payments/hold-sweeper';
import { createPaymentsModule } from './modules/payments/payments.module';
import type { SandboxProvider } from './modules/payments/providers/sandbox';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { createMessagesService } from './modules/messages/messages.service';
import { createMessagingModule } from './modules/messaging/messaging.module';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { whatsappWebhookRoutes } from './modules/messaging/webhook.routes';
import { createFamilyRepository } from './modules/family/family.repository';
import { familyRoutes } from './modules/family/family.routes';
import { createFamilyService } from './modules/family/family.service';
import { createWaitlistRepository } from './modules/waitlist/waitlist.repository';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { createWaitlistService } from './modules/waitlist/waitlist.service';
import { createWhatsAppProvider } from './modules/messaging/whatsapp/provider-from-config';
import { originOf } from './http/origin';
import { createStaffModule } from './modules/staff/staff.module';
import { staffRoutes } from './modules/staff/staff.routes';
import { seriesRoutes } from './modules/staff/series.routes';
import { createCalendarFeedsModule } from './modules/calendar-feeds/calendar-feeds.module';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { createInsightsModule } from './modules/insights/insights.module';
import { insightsRoutes } from './modules/insights/insights.routes';
import { createStaffHooks } from './http/staff-auth';
import { createDataRightsModule } from './modules/data-rights/data-rights.module';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { secondFactorRoutes } from './modules/staff/second-factor.routes';
import { staffAccountsRoutes } from './modules/staff/staff-accounts.routes';
import { createCheckInCodes } from './lib/check-in-code';
import { createCheckInModule } from './modules/check-in/check-in.module';
import { checkInRoutes } from './modules/check-in/check-in.routes';
import { createTenantsRepository } from './modules/tenants/tenants.repository';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { createTenantsService } from './modules/tenants/tenants.service';
import { bothVisitNotices } from './modules/appointments/visit-notices';
import { createWebhooksModule } from './modules/webhooks/webhooks.module';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import type { Resolve } from './modules/webhooks/webhook-targets';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** The clock every rule reads; tests pass a fixed one. */
  now?: () => Date;
  /** Where logs go instead of stdout (tests read them back). */
  logStream?: DestinationStream;
  /** The fetch the payment adapters call providers with (tests point it anywhere). */
  fetch?: typeof fetch;
  /** The payment sandbox, when it is on (tests read the refunds it made); else one is made from config. */
  sandbox?: SandboxProvider;
  /** How webhook hosts resolve (tests point names anywhere); else the system's DNS. */
  resolve?: Resolve;
}

/** Builds the whole HTTP application; server.ts only listens. Tests call app.inject(). */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
  logStream,
  fetch,
  sandbox,
  resolve,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config, logStream));
  announceMode(app.log, config);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are typed against the contract at compile time and checked against it in the tests;
  // re-validating every answer at run time would only cost latency (and zod cannot encode its preprocessors).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  refuseControlCharacters(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app);
  registerStaffNoStore(app);
  await app.register(compress, { threshold: 1024 });
  registerEtags(app);
  // Same-origin by default; another site may call the API only when CORS_ORIGINS lists it.
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false });

  // Metrics first, so its timing hook sees every request; services count through its port.
  const metrics = createMetrics(database, config.metrics);
  metrics.register(app);

  // Domain modules
  const { db } = database;
  const tenantsRepo = createTenantsRepository(db);
  const catalogRepo = createCatalogRepository(db);
  // Read-mostly rows kept in memory until the database announces a change of that tenant's rows.
  const sessionsRepo = createSessionsRepository(
    db,
    createTenantCache(database.changes, { kinds: ['sessions'], max: 10_000, ttlMs: 60_000 }),
  );
  const { requireTenant, requireCustomer, patientIfAny } = createAuthHooks({
    tenants: tenantsRepo,
    sessions: sessionsRepo,
    now,
    changes: database.changes,
  });
  // One WhatsApp provider for codes and for messages about visits.
  const whatsapp = createWhatsAppProvider(config, app.log);
  const identityModule = createIdentityModule({
    config,
    db,
    sessions: sessionsRepo,
    log: app.log,
    whatsapp: whatsapp.provider,
    devOutbox: whatsapp.devOutbox,
    metrics: metrics.port,
  });
  // Links in messages lead to PUBLIC_URL (required in production), else to the origin requests last came to.
  let siteOrigin = config.publicUrl ?? `http://localhost:${config.port}`;
  if (!config.publicUrl) {
    app.addHook('onRequest', (req, _reply, done) => {
      siteOrigin = originOf(req, undefined);
      done();
    });
  }
  const messaging = createMessagingModule({
    config: config.messaging,
    database,
    provider: whatsapp.provider,
    now,
    log: app.log,
    siteOrigin: () => siteOrigin,
  });
  const webhooksModule = createWebhooksModule({
    config: config.webhooks,
    database,
    now,
    log: app.log,
    ...(resolve ? { resolve } : {}),
  });
  app.addHook('onClose', async () => identityModule.limiter.close());
  const tenants = createTenantsService({
    tenants: tenantsRepo,
    catalog: catalogRepo,
    defaultTenant: config.defaultTenant,
    supportEmail: config.supportEmail,
    demo: config.demo,
  });
  // Closures are branch-wide blocks of whole days, kept by the appointments module (created below).
  const catalog = createCatalogService(catalogRepo, async (tenant) => {
    const byBranch = await upcomingClosures(appointments, tenant, now());
    return new Map([...byBranch].map(([id, list]) => [id, list.map(({ id: _id, ...closure }) => closure)]));
  });

  // Routes
  registerHealthRoutes(app, database, identityModule.limiter);
  const images = createImageFiles(config.imagesDir);
  await app.register(imagesRoutes({ files: images }));
  const openApi = buildOpenApiDocument();
  app.get('/api/openapi.json', async () => openApi);
  await app.register(tenantsRoutes({ tenants, requireTenant, publicUrl: config.publicUrl }));
  await app.register(catalogRoutes({ catalog, requireTenant }));
  const messages = createMessagesService({ repo: createMessagesRepository(db), limiter: identityModule.limiter });
  await app.register(messagesRoutes({ messages, requireTenant, now }));
  // One cache for a day's reads and the earliest search's: this process's bookings patch both.
  const availabilityCache = createTenantCache<DayData>(database.changes, {
    kinds: ['appointments', 'catalog'],
    max: 2_000,
    ttlMs: 60_000,
  });
  const availability = createAvailabilityService({
    repo: createAvailabilityRepository(db),
    now,
    cache: availabilityCache,
  });
  const earliest = createEarliestService({ repo: createEarliestRepository(db), now, cache: availabilityCache });
  const appointmentsRepository = createAppointmentsRepository(db);
  const paymentsModule = await createPaymentsModule({
    config: config.payments,
    db,
    now,
    log: app.log,
    ...(fetch ? { fetch } : {}),
    ...(sandbox ? { sandbox } : {}),
    settlements: paymentSettlementsOf(appointmentsRepository),
    notices: webhooksModule.notices.payments,
  });
  // Family members and visits need each other: a booking checks its member, a removal its member's visits.
  const family = createFamilyService({
    repo: createFamilyRepository(db),
    visits: { upcomingOfMember: (...args) => appointments.upcomingOfMember(...args) },
    now,
  });
  // Derived from the OTP secret (the same on every process in production); alone, a process signs its own.
  const checkInCodes = createCheckInCodes(config.otp.secret ?? randomBytes(32).toString('hex'));
  const appointments = createAppointmentsService({
    repo: appointmentsRepository,
    checkInCodes,
    family,
    availability,
    payments: paymentsModule.refunds,
    now,
    holdMinutes: config.holdMinutes,
    patientLimits: config.patientLimits,
    notices: bothVisitNotices(messaging.notices, webhooksModule.notices.visits),
    attendance: webhooksModule.notices.attendance,
    metrics: metrics.port,
  });
  await app.register(availabilityRoutes({ availability, earliest, requireTenant, patientIfAny }));
  await app.register(appointmentsRoutes({ appointments, requireCustomer }));
  await app.register(familyRoutes({ family, requireCustomer }));
  await app.register(paymentsRoutes({ ...paymentsModule, requireCustomer, publicUrl: config.publicUrl }));
  const waitlist = createWaitlistService({
    repo: createWaitlistRepository(db),
    availability,
    messages: messaging,
    config: config.waitlist,
    now,
    siteOrigin: () => siteOrigin,
    log: app.log,
  });
  await app.register(waitlistRoutes({ waitlist, requireCustomer }));
  const stopSweepers = [
    startSweeper({
      sweep: paymentsModule.payments.sweepExpiredHolds,
      everySeconds: config.payments.sweepSeconds,
      log: app.log,
      done: 'expired unpaid appointment holds',
    }),
    startSweeper({
      sweep: () => paymentsModule.refunds.sweep(),
      everySeconds: config.payments.sweepSeconds,
      log: app.log,
      done: 'attempted owed refunds',
    }),
    startSweeper({
      sweep: () => waitlist.sweep(),
      everySeconds: config.waitlist.sweepSeconds,
      log: app.log,
      done: 'offered freed times to the waitlist',
    }),
  ];
  app.addHook('onClose', async () => stopSweepers.forEach((stop) => stop()));
  const staffModule = createStaffModule({
    db,
    tenants: tenantsRepo,
    catalog: catalogRepo,
    appointments,
    availability,
    limiter: identityModule.limiter,
    log: app.log,
    demo: config.demo,
    siteOrigin: () => siteOrigin,
    now,
  });
  const staffHooks = createStaffHooks({ staffAuth: staffModule.staffAuth, tenants: tenantsRepo });
  await app.register(staffRoutes({ ...staffModule, hooks: staffHooks, changes: database.changes }));
  await app.register(secondFactorRoutes({ secondFactor: staffModule.secondFactor, hooks: staffHooks }));
  await app.register(staffAccountsRoutes({ ...staffModule, hooks: staffHooks }));
  await app.register(seriesRoutes({ ...staffModule, hooks: staffHooks }));
  const checkIn = createCheckInModule({ codes: checkInCodes, appointments, audit: staffModule.audit, now });
  await app.register(checkInRoutes({ ...checkIn, hooks: staffHooks }));
  const calendarFeeds = createCalendarFeedsModule({
    db,
    appointments,
    catalog: catalogRepo,
    tenants: tenantsRepo,
    audit: staffModule.audit,
    limiter: identityModule.limiter,
    now,
  });
  await app.register(calendarFeedsRoutes({ ...calendarFeeds, hooks: staffHooks, publicUrl: config.publicUrl }));
  const dataRights = createDataRightsModule({
    db,
    appointments,
    identity: identityModule.identity,
    sessions: sessionsRepo,
    audit: staffModule.audit,
    now,
  });
  await app.register(dataRightsRoutes({ ...dataRights, requireCustomer, hooks: staffHooks, now }));
  const insights = createInsightsModule({ db, catalog: catalogRepo, now });
  await app.register(insightsRoutes({ ...insights, hooks: staffHooks }));
  const clinicSetup = createClinicSetupModule({
    db,
    tenants: tenantsRepo,
    catalog: catalogRepo,
    availability,
    refunds: paymentsModule.refunds,
    appointments,
    images,
    now,
    reminderMinutes: config.messaging.reminderMinutes,
    allowLoopbackEmbeds: config.demo,
  });
  await app.register(settingsRoutes({ ...clinicSetup, hooks: staffHooks }));
  await app.register(contentRoutes({ ...clinicSetup, hooks: staffHooks }));
  await app.register(picturesRoutes({ ...clinicSetup, hooks: staffHooks }));
  await app.register(inboxRoutes({ ...clinicSetup, hooks: staffHooks }));
  await app.register(messagingRoutes({ staff: messaging.staff, hooks: staffHooks }));
  await app.register(
    whatsappWebhookRoutes({
      replies: messaging.replies({ appointments, tenants: tenantsRepo }),
      appSecret: config.messaging.appSecret,
      verifyToken: config.messaging.verifyToken,
    }),
  );
  await app.register(webhooksRoutes({ webhooks: webhooksModule.owners(staffModule.audit), hooks: staffHooks }));
  await messaging.start();
  app.addHook('onClose', async () => messaging.stop());
  await webhooksModule.start();
  app.addHook('onClose', async () => webhooksModule.stop());
  await app.register(
    identityRoutes({
      identity: identityModule.identity,
      requireTenant,
      requireCustomer,
      now,
      devOutbox: identityModule.devOutbox,
    }),
  );

  registerEmbedScript(app);
  await registerWebApp(app, {
    webDist: config.webDist,
    tenants,
    catalog,
    tenantRows: tenantsRepo,
    publicUrl: config.publicUrl,
  });
  return app;
}
