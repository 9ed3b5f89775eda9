import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createCustomersRepository } from './customers.repository';
import { createIdentityService } from './identity.service';
import { createOtpCodesRepository } from './otp-codes.repository';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';
import type { SessionsRepository } from './sessions.repository';
import { createCloudProvider } from './whatsapp/cloud-provider';
import { type ConsoleProvider, createConsoleProvider } from './whatsapp/console-provider';
import type { WhatsAppProvider } from './whatsapp/whatsapp-provider';

/** Rate-limit counters shared by every process through Redis when REDIS_URL is set, else kept in memory. */
export function createRateLimiter(config: Pick<AppConfig, 'redisUrl' | 'rateLimitPrefix'>): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter();
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 3000, lazyConnect: false });
  // Connection errors surface on the command that needs Redis (sends then fail closed); do not crash the process.
  redis.on('error', () => {});
  return createRedisRateLimiter(redis, config.rateLimitPrefix);
}

export function createWhatsAppProvider(
  config: AppConfig,
  log: FastifyBaseLogger,
): { provider: WhatsAppProvider; devOutbox: ConsoleProvider | undefined } {
  const production = config.env === 'production';
  if (config.whatsapp.provider === 'whatsapp-cloud') {
    const w = config.whatsapp;
    return {
      provider: createCloudProvider({
        url: w.cloudUrl,
        token: w.cloudToken!,
        phoneNumberId: w.cloudPhoneNumberId!,
        template: w.cloudTemplate,
        language: w.cloudLanguage,
        timeoutMs: w.cloudTimeoutMs,
        log,
      }),
      devOutbox: undefined,
    };
  }
  if (production) log.warn('WHATSAPP_PROVIDER is console in production: one-time codes are not delivered');
  const consoleProvider = createConsoleProvider({ log, production });
  return { provider: consoleProvider, devOutbox: production ? undefined : consoleProvider };
}

/** Wires the identity service from config; app.ts registers its routes. */
export function createIdentityModule(deps: {
  config: AppConfig;
  db: Db;
  sessions: SessionsRepository;
  log: FastifyBaseLogger;
  whatsapp?: WhatsAppProvider;
  limiter?: RateLimiter;
}) {
  const { config, log } = deps;
  const delivery = deps.whatsapp
    ? { provider: deps.whatsapp, devOutbox: undefined }
    : createWhatsAppProvider(config, log);
  const limiter = deps.limiter ?? createRateLimiter(config);
  let secret = config.otp.secret;
  if (!secret) {
    // Without a shared key each process hashes differently: fine for one process, wrong behind a load balancer.
    if (config.env === 'production') log.warn('OTP_SECRET is not set: set it (same value) on every server process');
    secret = randomBytes(32).toString('hex');
  }
  const identity = createIdentityService({
    customers: createCustomersRepository(deps.db),
    otpCodes: createOtpCodesRepository(deps.db),
    sessions: deps.sessions,
    whatsapp: delivery.provider,
    limiter,
    otp: { ...config.otp, secret },
  });
  return { identity, devOutbox: delivery.devOutbox, limiter };
}
