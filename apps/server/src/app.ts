import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { buildOpenApiDocument } from '@clinic/contract/core/openapi';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { AppModule, Guards } from './http/app-module';
import { createAuthHooks } from './http/auth';
import { registerEtags } from './http/etag';
import { registerErrorHandler } from './http/error-handler';
import { fastifyOptions } from './http/fastify-options';
import { registerWebApp } from './http/web-app';
import { registerEmbedScript } from './http/embed/embed-routes';
import { registerSecurityHeaders, registerStaffNoStore } from './http/security-headers';
import { readSiteStylesheet } from './http/site-stylesheet';
import { registerHealthRoutes } from './http/health';
import { createMetrics } from './http/metrics';
import { announceMode } from './mode';
import { refuseControlCharacters } from './http/control-characters';
import { createAuditModule } from './modules/audit/audit.module';
import { catalogClosuresOf, createClinicSetupModule } from './modules/clinic-setup/clinic-setup.module';
import { createIdentityModule } from './modules/identity/identity.module';
import {
  appointmentSettlements,
  createAppointmentsModule,
  visitLifeOf,
  visitMetricsFollower,
} from './modules/appointments/appointments.module';
import { createAvailabilityModule } from './modules/availability/availability.module';
import { createCatalogModule } from './modules/catalog/catalog.module';
import { createFamilyModule } from './modules/family/family.module';
import { createImagesModule } from './modules/images/images.module';
import { createMessagesModule } from './modules/messages/messages.module';
import { createTenantsModule } from './modules/tenants/tenants.module';
import { createWaitlistModule, freedTimeFollower } from './modules/waitlist/waitlist.module';
import { createWaitlistDeskModule } from './modules/waitlist/waitlist-desk.module';
import { createPaymentsModule } from './modules/payments/payments.module';
import type { SandboxProvider } from './modules/payments/providers/sandbox';
import { bothNotices } from './modules/payments/payment-notices';
import { createDocumentsModule } from './modules/documents/documents.module';
import type { RenderPdf } from './modules/documents/documents-desk.service';
import { createMessagingModule } from './modules/messaging/messaging.module';
import { createWhatsAppProvider } from './modules/messaging/whatsapp-from-config';
import { createStaffModule } from './modules/staff/staff.module';
import { createCalendarFeedsModule } from './modules/calendar-feeds/calendar-feeds.module';
import { createInsightsModule } from './modules/insights/insights.module';
import { createStaffHooks } from './http/staff-auth';
import { createDataRightsModule } from './modules/data-rights/data-rights.module';
import { createCheckInModule } from './modules/check-in/check-in.module';
import { createWebhooksModule } from './modules/webhooks/webhooks.module';
import type { Resolve } from './modules/webhooks/webhook-targets';
import { siteOriginOf } from './site-origin';

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
  /** How payment documents' PDFs are drawn (tests give a stand-in); else the Chromium renderer. */
  renderPdf?: RenderPdf;
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
  renderPdf,
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

  const siteStylesheet = readSiteStylesheet(config.webDist);
  registerSecurityHeaders(app, siteStylesheet);
  registerStaffNoStore(app);
  await app.register(compress, { threshold: 1024 });
  registerEtags(app);
  // Same-origin by default; another site may call the API only when CORS_ORIGINS lists it.
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false });

  // Metrics first, so its timing hook sees every request; services count through its port.
  const metrics = createMetrics(database, config.metrics);
  metrics.register(app);

  // Domain modules, in the order they need each other (a module gets the services of those above it).
  const { db, changes } = database;
  // One WhatsApp provider for codes and for messages about visits.
  const whatsapp = createWhatsAppProvider(config, app.log);
  // Links no request may choose (messages the jobs send, staff invitations) lead to PUBLIC_URL, required in
  // production, else to this machine (site-origin.ts); other links made while answering a request use that
  // request's own origin (http/origin.ts).
  const linkOrigin = siteOriginOf(config);
  const log = app.log;
  const identity = createIdentityModule({
    config,
    db,
    changes,
    now,
    log,
    whatsapp: whatsapp.provider,
    devOutbox: whatsapp.devOutbox,
    metrics: metrics.port,
  });
  const { limiter } = identity;
  const messaging = createMessagingModule({
    config: config.messaging,
    database,
    provider: whatsapp.provider,
    now,
    log,
    siteOrigin: () => linkOrigin,
    // The documents module is made below; a message asks it only when it is sent.
    receiptPath: (tenantId, appointmentId) => documents.receiptPathOf(tenantId, appointmentId),
  });
  const webhooks = createWebhooksModule({
    config: config.webhooks,
    database,
    now,
    log,
    ...(resolve ? { resolve } : {}),
  });
  const images = createImagesModule({ imagesDir: config.imagesDir });
  const messages = createMessagesModule({ db, limiter, now });
  const availability = createAvailabilityModule({ db, changes, now });
  const family = createFamilyModule({ db, now });
  // Payment documents, issued in the transactions that record money (decision 023).
  const documents = createDocumentsModule({
    db,
    now,
    log,
    // The OTP secret is the same on every process in production; the links' payload names what they sign.
    linkSecret: config.otp.secret,
    issued: webhooks.notices.documents.issued,
    ...(renderPdf ? { render: renderPdf } : {}),
  });
  const { audit, follower: auditFollower } = createAuditModule({ db, now });
  // Every visit's life, followed in each change's transaction: messages, webhooks, waitlist, audit log, metrics.
  const life = visitLifeOf(
    db,
    [messaging.follower, webhooks.notices.visits, freedTimeFollower, auditFollower, visitMetricsFollower(metrics.port)],
    log,
  );
  const payments = await createPaymentsModule({
    config: config.payments,
    db,
    now,
    log,
    ...(fetch ? { fetch } : {}),
    ...(sandbox ? { sandbox } : {}),
    settlements: appointmentSettlements(db, life),
    notices: bothNotices(documents.notices, webhooks.notices.payments),
    publicUrl: config.publicUrl,
  });
  const appointments = createAppointmentsModule({
    db,
    // Derived from the OTP secret (the same on every process in production); alone, a process signs its own.
    checkInSecret: config.otp.secret,
    family: family.family,
    availability: availability.availability,
    payments: { ...payments.refunds, moneyMarks: payments.visitMoney.moneyMarks },
    now,
    holdMinutes: config.holdMinutes,
    patientLimits: config.patientLimits,
    life,
    followSweepSeconds: config.payments.sweepSeconds,
    documentType: documents.documentTypeOf,
    log,
    metrics: metrics.port,
  });
  // A family member's removal asks whether the member has visits: the port is connected once both exist.
  family.connectVisits(appointments.appointments);
  const visits = appointments.appointments;
  const catalog = createCatalogModule({ db, closuresOf: catalogClosuresOf(visits, now) });
  const tenants = createTenantsModule({
    db,
    catalog: catalog.catalog,
    defaultTenant: config.defaultTenant,
    supportEmail: config.supportEmail,
    demo: config.demo,
    publicUrl: config.publicUrl,
  });
  const waitlist = createWaitlistModule({
    db,
    availability: availability.availability,
    messages: messaging,
    config: config.waitlist,
    changes,
    now,
    siteOrigin: () => linkOrigin,
    log,
  });
  const staff = createStaffModule({
    db,
    tenants: tenants.clinics,
    catalog: catalog.rows,
    appointments: visits,
    availability: availability.availability,
    earliest: availability.earliest,
    limiter,
    loginsPerAddress: config.staffLoginsPerIp,
    // Known-device tokens are signed with the OTP secret (the same on every process in production).
    deviceSecret: config.otp.secret,
    secureCookies: config.env === 'production',
    log,
    demo: config.demo,
    siteOrigin: linkOrigin,
    now,
    changes,
    visitMoney: payments.visitMoney,
    audit,
  });
  // Billing details and exports are audited: the port is connected once both exist.
  documents.connectAudit(audit);
  const staffSide = { db, tenants: tenants.clinics, catalog: catalog.rows, appointments: visits, audit, now };
  const calendarFeeds = createCalendarFeedsModule({ ...staffSide, limiter, publicUrl: config.publicUrl });
  // A member's removal revokes their calendar feeds: the port is connected once both exist.
  staff.connectFeeds(calendarFeeds.feeds);
  const modules: AppModule[] = [
    images,
    tenants,
    catalog,
    messages,
    availability,
    appointments,
    family,
    payments,
    documents,
    waitlist,
    staff,
    createCheckInModule({ codes: appointments.checkInCodes, appointments: visits, now }),
    createWaitlistDeskModule({ db, audit, availability: availability.availability, now }),
    calendarFeeds,
    createDataRightsModule({
      db,
      appointments: visits,
      identity: identity.identity,
      sessions: identity.sessions,
      messaging: messaging.erasure,
      webhooks: webhooks.erasure,
      audit,
      now,
    }),
    createInsightsModule({ db, catalog: catalog.rows, payments: payments.figures, now }),
    createClinicSetupModule({
      ...staffSide,
      availability: availability.availability,
      refunds: payments.refunds,
      images: images.files,
      reminderMinutes: config.messaging.reminderMinutes,
      allowLoopbackEmbeds: config.demo,
    }),
    messaging.module({ appointments: visits, tenants: tenants.clinics }),
    webhooks.module(audit),
    identity,
  ];

  // Routes: the checks every module's routes may ask for, then each module's own.
  const guards: Guards = {
    ...createAuthHooks({ tenants: tenants.clinics, sessions: identity.sessions, now, changes }),
    staff: createStaffHooks({ staffAuth: staff.staffAuth, tenants: tenants.clinics }),
  };
  registerHealthRoutes(app, database, limiter);
  const openApi = buildOpenApiDocument();
  app.get('/api/openapi.json', async () => openApi);
  for (const module of modules) await module.register(app, guards);

  registerEmbedScript(app);
  await registerWebApp(app, {
    webDist: config.webDist,
    siteStylesheet,
    tenants: tenants.tenants,
    catalog: catalog.catalog,
    tenantRows: tenants.clinics,
    publicUrl: config.publicUrl,
  });
  return app;
}
