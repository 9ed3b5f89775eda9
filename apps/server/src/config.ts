import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaymentsConfig } from './modules/payments/payments.module';
import type { PatientLimits } from './modules/appointments/booking/patient-limits';
import type { MessagingConfig } from './modules/messaging/messaging.module';
import type { WebhooksConfig } from './modules/webhooks/webhooks.module';
import type { WaitlistConfig } from './modules/waitlist/waitlist.service';
import { ZEnv } from './config-env';

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  /** Not production: demo stand-ins (console WhatsApp, payment sandbox) may run, and every page says so. */
  demo: boolean;
  host: string;
  port: number;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  imagesDir: string;
  defaultTenant: string;
  supportEmail: string | undefined;
  logLevel: string;
  logFormat: 'auto' | 'json' | 'pretty';
  metrics: { token: string | undefined; perTenant: boolean };
  webDist: string | undefined;
  seedDemo: boolean;
  /** The demo clinics get a living week of visits around today (seed/demo-week). */
  demoWeek: boolean;
  redisUrl: string | undefined;
  corsOrigins: string[];
  whatsapp: {
    provider: 'console' | 'whatsapp-cloud';
    cloudUrl: string;
    cloudToken: string | undefined;
    cloudPhoneNumberId: string | undefined;
    cloudTemplate: string;
    cloudLanguage: string;
    cloudTimeoutMs: number;
  };
  otp: {
    secret: string | undefined;
    testNumbers: string[];
    testCode: string | undefined;
    sendsPerPhone: number;
    sendsPerIpPerHour: number;
    verifiesPerIp: number;
  };
  /** Staff login tries from one client address per 15 minutes (STAFF_LOGINS_PER_IP). */
  staffLoginsPerIp: number;
  rateLimitPrefix: string;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  holdMinutes: number;
  patientLimits: PatientLimits;
  payments: PaymentsConfig;
  messaging: MessagingConfig;
  waitlist: WaitlistConfig;
  webhooks: WebhooksConfig;
};

/** Pictures live beside the embedded database; an in-memory one keeps them in the system's temporary folder. */
const imagesDirOf = (dataDir: string) =>
  dataDir.startsWith('memory://') ? join(tmpdir(), 'clinic-images') : join(dataDir, 'images');

/** Reads the environment once at boot; refuses to start with a clear list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const provider = e.WHATSAPP_PROVIDER ?? 'console';
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  if (provider === 'whatsapp-cloud' && (!e.WHATSAPP_CLOUD_TOKEN || !e.WHATSAPP_CLOUD_PHONE_NUMBER_ID)) {
    problems.push(
      '  WHATSAPP_CLOUD_TOKEN, WHATSAPP_CLOUD_PHONE_NUMBER_ID: required with WHATSAPP_PROVIDER=whatsapp-cloud',
    );
  }
  if (e.OTP_TEST_CODE && !e.OTP_TEST_NUMBERS.trim()) {
    problems.push('  OTP_TEST_CODE: needs OTP_TEST_NUMBERS; a fixed code applies only to numbers listed there');
  }
  const sandboxEnabled = e.PAYMENT_SANDBOX ? e.PAYMENT_SANDBOX === 'true' : e.NODE_ENV !== 'production';
  if (sandboxEnabled && e.NODE_ENV === 'production' && !e.PAYMENT_SIGNING_SECRET) {
    problems.push('  PAYMENT_SIGNING_SECRET: required in production while PAYMENT_SANDBOX is on');
  }
  if (production) {
    // Demo stand-ins must never reach patients: refuse to start and say which one is set.
    if (provider === 'console') {
      problems.push('  WHATSAPP_PROVIDER: the console provider sends no codes; set whatsapp-cloud in production');
    }
    if (sandboxEnabled) {
      problems.push('  PAYMENT_SANDBOX: the sandbox payment provider takes no money; turn it off in production');
    }
    if (provider === 'whatsapp-cloud' && !e.WHATSAPP_APP_SECRET) {
      problems.push('  WHATSAPP_APP_SECRET: required in production with whatsapp-cloud (it signs the inbound webhook)');
    }
    if (!e.OTP_SECRET) {
      problems.push('  OTP_SECRET: required in production (at least 16 characters, the same on every process)');
    }
    if (!e.PUBLIC_URL) {
      problems.push("  PUBLIC_URL: required in production (the site's origin; never taken from a request's Host)");
    }
    if (e.CORS_ORIGINS.split(',').some((origin) => origin.trim() === '*')) {
      problems.push('  CORS_ORIGINS: * lets every site call the API; list the origins that may');
    }
    if (e.SEED_DEMO === 'true') {
      problems.push('  SEED_DEMO: the demo clinics and their accounts must not reach production');
    }
    if (e.OTP_TEST_NUMBERS.trim() && e.OTP_TEST_NUMBERS_IN_PRODUCTION !== 'true') {
      problems.push(
        '  OTP_TEST_NUMBERS: fixed codes in production need OTP_TEST_NUMBERS_IN_PRODUCTION=true (say it on purpose)',
      );
    }
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to enable Stripe');
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    demo: !production,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    imagesDir: e.IMAGES_DIR ?? imagesDirOf(e.DATA_DIR),
    defaultTenant: e.DEFAULT_TENANT,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metrics: { token: e.METRICS_TOKEN, perTenant: e.METRICS_PER_TENANT === 'true' },
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    demoWeek: e.DEMO_WEEK === 'true',
    redisUrl: e.REDIS_URL || undefined,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    whatsapp: {
      provider,
      cloudUrl: e.WHATSAPP_CLOUD_URL.replace(/\/$/, ''),
      cloudToken: e.WHATSAPP_CLOUD_TOKEN,
      cloudPhoneNumberId: e.WHATSAPP_CLOUD_PHONE_NUMBER_ID,
      cloudTemplate: e.WHATSAPP_CLOUD_TEMPLATE,
      cloudLanguage: e.WHATSAPP_CLOUD_LANGUAGE,
      cloudTimeoutMs: e.WHATSAPP_CLOUD_TIMEOUT_MS,
    },
    otp: {
      secret: e.OTP_SECRET,
      testNumbers: e.OTP_TEST_NUMBERS.split(',')
        .map((s) => s.replace(/\D/g, ''))
        .filter(Boolean),
      testCode: e.OTP_TEST_CODE,
      sendsPerPhone: e.OTP_SENDS_PER_PHONE,
      sendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
      verifiesPerIp: e.OTP_VERIFIES_PER_IP,
    },
    staffLoginsPerIp: e.STAFF_LOGINS_PER_IP,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : /^\d+$/.test(e.TRUST_PROXY)
            ? (_address: string, hop: number) => hop < Number(e.TRUST_PROXY)
            : e.TRUST_PROXY.split(',')
                .map((s) => s.trim())
                .filter(Boolean),
    holdMinutes: e.HOLD_MINUTES,
    patientLimits: { maxUpcoming: e.MAX_UPCOMING_PER_PATIENT, maxUnpaidHolds: e.MAX_UNPAID_HOLDS_PER_PATIENT },
    payments: {
      // Unset in the demo: server.ts keeps one per data folder, tests get one per process.
      signingSecret: e.PAYMENT_SIGNING_SECRET,
      sandboxEnabled,
      sweepSeconds: e.PAYMENT_SWEEP_SECONDS,
      refundMaxAttempts: e.REFUND_MAX_ATTEMPTS,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiBase: e.STRIPE_API_BASE.replace(/\/$/, ''),
            }
          : undefined,
    },
    messaging: {
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      templates: {
        confirmation: e.WHATSAPP_CLOUD_TEMPLATE_CONFIRMATION,
        reminder: e.WHATSAPP_CLOUD_TEMPLATE_REMINDER,
        cancellation: e.WHATSAPP_CLOUD_TEMPLATE_CANCELLATION,
        held: e.WHATSAPP_CLOUD_TEMPLATE_HELD,
        released: e.WHATSAPP_CLOUD_TEMPLATE_RELEASED,
      },
      reminderMinutes: e.REMINDER_MINUTES_BEFORE,
      reminderSweepSeconds: e.REMINDER_SWEEP_SECONDS,
      worker: e.MESSAGE_WORKER === 'true',
      retryLimit: e.MESSAGE_RETRY_LIMIT,
      retryDelaySeconds: e.MESSAGE_RETRY_DELAY_SECONDS,
      holdSeconds: e.MESSAGE_HOLD_SECONDS,
      statusWaitSeconds: e.MESSAGE_STATUS_WAIT_SECONDS,
    },
    waitlist: { holdMinutes: e.WAITLIST_HOLD_MINUTES, sweepSeconds: e.WAITLIST_SWEEP_SECONDS },
    webhooks: {
      allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS ? e.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true' : !production,
      requireHttps: production,
      worker: e.MESSAGE_WORKER === 'true',
    },
  };
}

/** Defaults for tests: quiet, embedded database, no demo seed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    imagesDir: join(tmpdir(), 'clinic-test-images'),
    ...overrides,
  };
}
