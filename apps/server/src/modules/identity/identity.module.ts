import { randomBytes } from 'node:crypto';
import type { Logger } from '../../lib/logger';
import type { MetricsPort } from '../../lib/metrics-port';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createCustomersRepository } from './customers.repository';
import { createIdentityService } from './identity.service';
import { createOtpCodesRepository } from './otp-codes.repository';
import { type RateLimiter, createRateLimiter } from '../../lib/rate-limiter';
import type { ChangeFeed } from '../../db/change-feed';
import type { AppModule } from '../../http/app-module';
import { createTenantCache } from '../../lib/tenant-cache';
import { identityRoutes } from './identity.routes';
import { createSessionsRepository } from './sessions.repository';
import type { ConsoleProvider } from '../../lib/whatsapp/console-provider';
import type { WhatsAppProvider } from '../../lib/whatsapp/whatsapp-provider';

/** Patients' identity: codes by WhatsApp, sessions; the sessions' reads are cached until the database announces a change. */
export function createIdentityModule(deps: {
  config: AppConfig;
  db: Db;
  changes: ChangeFeed;
  now: () => Date;
  log: Logger;
  /** The app's one provider (shared with the messaging module), and the demo's outbox of the codes it shows. */
  whatsapp: WhatsAppProvider;
  devOutbox: ConsoleProvider | undefined;
  limiter?: RateLimiter;
  metrics?: MetricsPort;
}) {
  const { config, log } = deps;
  const delivery = { provider: deps.whatsapp, devOutbox: deps.devOutbox };
  const limiter = deps.limiter ?? createRateLimiter(config);
  let secret = config.otp.secret;
  if (!secret) {
    // Without a shared key each process hashes differently: fine for one process, wrong behind a load balancer.
    if (config.env === 'production') log.warn('OTP_SECRET is not set: set it (same value) on every server process');
    secret = randomBytes(32).toString('hex');
  }
  const sessions = createSessionsRepository(
    deps.db,
    createTenantCache(deps.changes, { kinds: ['sessions'], max: 10_000, ttlMs: 60_000 }),
  );
  const identity = createIdentityService({
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
    customers: createCustomersRepository(deps.db),
    otpCodes: createOtpCodesRepository(deps.db),
    sessions,
    whatsapp: delivery.provider,
    limiter,
    otp: { ...config.otp, secret },
    // In the demo no message is real, so the code step shows the code to whoever asked for it.
    revealCodes: config.demo && delivery.provider.name === 'console',
  });
  const devOutbox = delivery.devOutbox;
  return {
    identity,
    sessions,
    devOutbox,
    limiter,
    register: async (app, guards) => {
      const { requireTenant, requireCustomer } = guards;
      await app.register(identityRoutes({ identity, requireTenant, requireCustomer, now: deps.now, devOutbox }));
      app.addHook('onClose', async () => limiter.close());
    },
  } satisfies AppModule;
}
