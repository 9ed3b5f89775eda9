import { z } from 'zod';

/** Every environment variable the server reads (docs/configuration.md lists each). */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface to listen on; by default this machine only in the demo (127.0.0.1), every interface in production. */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site and its links; required in production, where it must be https:// (config-rules.ts). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** PostgreSQL; without it the embedded database lives in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./.data'),
  /** Uploaded pictures (logos, doctors' photos); by default DATA_DIR/images. */
  IMAGES_DIR: z.string().optional(),
  DEFAULT_TENANT: z.string().default('central-clinic'),
  /** Where the not-found page's "Contact support" writes, outside any clinic (inside one: the clinic's email). */
  SUPPORT_EMAIL: z.email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token that lets a scraper outside this machine and private networks read /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Label bookings by clinic in /metrics (one series per clinic: only for a few clinics). */
  METRICS_PER_TENANT: z.enum(['true', 'false']).default('false'),
  /** auto: readable lines in the demo at a terminal, JSON otherwise; production always writes JSON. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** Serve the built web app from this folder (SPA fallback). */
  WEB_DIST: z.string().optional(),
  /** Import the demo clinics on first start: on by default in the demo, refused in production. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Lay the demo clinics' living week of visits around today at start (demo only; the browser tests turn it off). */
  DEMO_WEEK: z.enum(['true', 'false']).default('true'),
  REDIS_URL: z.string().optional(),
  CORS_ORIGINS: z.string().default(''),
  /** How one-time codes reach patients; console keeps them in a dev outbox (never in production). */
  WHATSAPP_PROVIDER: z.enum(['console', 'whatsapp-cloud']).optional(),
  WHATSAPP_CLOUD_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_CLOUD_TOKEN: z.string().optional(),
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_CLOUD_TEMPLATE: z.string().default('otp_code'),
  WHATSAPP_CLOUD_LANGUAGE: z.string().default('en'),
  WHATSAPP_CLOUD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Meta's app secret: inbound webhook posts are signed with it (X-Hub-Signature-256); unset, all are refused. */
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  /** The token Meta's webhook verification (GET) must bring back. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  /** Approved templates (with Confirm and Cancel quick replies) for confirmations and reminders. */
  WHATSAPP_CLOUD_TEMPLATE_CONFIRMATION: z.string().default('appointment_confirmation'),
  WHATSAPP_CLOUD_TEMPLATE_REMINDER: z.string().default('appointment_reminder'),
  WHATSAPP_CLOUD_TEMPLATE_CANCELLATION: z.string().default('appointment_cancelled'),
  /** Approved templates of an unpaid hold (its deadline the last parameter) and of its release. */
  WHATSAPP_CLOUD_TEMPLATE_HELD: z.string().default('appointment_held'),
  WHATSAPP_CLOUD_TEMPLATE_RELEASED: z.string().default('appointment_released'),
  /** Reminders before each visit, in minutes (24 h and 2 h). */
  REMINDER_MINUTES_BEFORE: z
    .string()
    .default('1440,120')
    .transform((value, ctx) => {
      const minutes = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number);
      if (minutes.some((m) => !Number.isInteger(m) || m < 1 || m > 14 * 24 * 60)) {
        ctx.addIssue({ code: 'custom', message: 'whole minutes between 1 and 20160, comma-separated' });
      }
      return [...new Set(minutes)].sort((a, b) => b - a);
    }),
  /** Seconds between looks for reminders that fell due (0: this process plans none). */
  REMINDER_SWEEP_SECONDS: z.coerce.number().min(0).max(60).default(15),
  /** Whether this process delivers queued messages (every process may queue them). */
  MESSAGE_WORKER: z.enum(['true', 'false']).default('true'),
  /** Delivery retries of one message (back-off doubling from the delay) before it is left failed for the clinic. */
  MESSAGE_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MESSAGE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Seconds one delivery attempt holds its message; a process that died mid-send leaves its messages to the others
   * this long (plus 15 s) after, once its delivery statuses had the time to arrive.
   */
  MESSAGE_HOLD_SECONDS: z.coerce.number().int().min(5).max(300).default(45),
  /**
   * Seconds after its hold ended that a message whose attempt never finished (its process died mid-send) waits for
   * the provider's delivery status before it is sent again: a status that it arrived settles it, sent once.
   */
  MESSAGE_STATUS_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** Minutes a waitlist offer holds a freed time for the first in line before it passes to the next. */
  WAITLIST_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Seconds between looks for freed times that waiting patients could take and for offers whose hold ended (0: none). */
  WAITLIST_SWEEP_SECONDS: z.coerce.number().min(0).max(300).default(15),
  /** Key of the HMAC under which codes are stored; set the same value on every process. */
  OTP_SECRET: z.string().min(16).optional(),
  /** Comma-separated numbers (digits with dial code) that receive OTP_TEST_CODE instead of a random code. */
  OTP_TEST_NUMBERS: z.string().default(''),
  /** Fixed codes for test numbers reach production only when this says so explicitly. */
  OTP_TEST_NUMBERS_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  OTP_TEST_CODE: z
    .string()
    .regex(/^\d{6}$/, { error: 'must be 6 digits' })
    .optional(),
  /** Codes one phone may receive in any 10 minutes, whoever asks (at most 3). */
  OTP_SENDS_PER_PHONE: z.coerce.number().int().min(1).max(3).default(3),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Code checks from one client address per 15 minutes (429 beyond). */
  OTP_VERIFIES_PER_IP: z.coerce.number().int().min(1).default(60),
  /** Wrong staff passwords from one client address in 24 hours before each further try waits longer (429). */
  STAFF_LOGINS_PER_IP: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_PREFIX: z.string().default('clinic:rl:'),
  /** Proxies whose X-Forwarded-* headers are believed: true, false, a hop count, or addresses/ranges. */
  TRUST_PROXY: z.string().default('loopback,linklocal,uniquelocal'),
  /** Minutes an unpaid forced-payment appointment holds its time. */
  HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Upcoming visits one patient may hold at one clinic. */
  MAX_UPCOMING_PER_PATIENT: z.coerce.number().int().min(1).max(1000).default(10),
  /** Visits one patient may hold waiting for payment at once. */
  MAX_UNPAID_HOLDS_PER_PATIENT: z.coerce.number().int().min(1).max(100).default(2),
  /** Seconds between background sweeps that expire unpaid holds and retry owed refunds (0: off). */
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Refund attempts of one payment (with back-off) before it is left refund_failed for the clinic. */
  REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** Key of the HMAC on sandbox payment-page links; required in production when the sandbox is on. */
  PAYMENT_SIGNING_SECRET: z.string().min(32).optional(),
  /** The built-in test payment company; on by default outside production only. */
  PAYMENT_SANDBOX: z.enum(['true', 'false']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /** Webhook endpoints may be on private, loopback or link-local addresses: on in the demo, off in production. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).optional(),
});

export type Env = z.infer<typeof ZEnv>;
