import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaymentsConfig } from './settings/payments.config';
import type { PatientLimits } from './settings/patient-limits.config';
import type { MessagingConfig } from './settings/messaging.config';
import type { WebhooksConfig } from './settings/webhooks.config';
import type { WaitlistConfig } from './settings/waitlist.config';
import { checkEnv } from './config-check';
import { CONFIG_EXIT_CODE, ConfigError } from './config-problems';
import { sandboxEnabledOf } from './config-rules';

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
  /** Wrong staff passwords from one client address in 24 hours before it is slowed (STAFF_LOGINS_PER_IP). */
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

/** Reads the environment once at boot; refuses with one ConfigError that lists every setting to fix. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = checkEnv(env);
  const provider = e.WHATSAPP_PROVIDER ?? 'console';
  const production = e.NODE_ENV === 'production';
  const sandboxEnabled = sandboxEnabledOf(e);
  return {
    env: e.NODE_ENV,
    demo: !production,
    // The demo shows login codes to whoever asks: it answers this machine only unless HOST says otherwise.
    host: e.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
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

/** For a process's start (server, command line): a configuration to fix is printed plainly, without a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(CONFIG_EXIT_CODE);
  }
}

/** Defaults for tests: quiet, embedded database, no demo seed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    imagesDir: join(tmpdir(), 'clinic-test-images'),
    ...overrides,
  };
}
