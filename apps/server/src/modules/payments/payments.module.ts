import { randomBytes } from 'node:crypto';
import type { AppModule } from '../../http/app-module';
import type { Logger } from '../../lib/logger';
import { startSweeper } from '../../lib/sweeper';
import type { Db } from '../../db/client';
import type { PaymentSettlements } from '../appointments/payment-settlements.types';
import { expireUnpaidHolds } from './hold-sweeper';
import type { PaymentNotices } from './payment-notices';
import { createPaymentsRepository } from './payments.repository';
import { createPaymentsLedgerRepository } from './payments-ledger.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentFigures } from './payment-figures.service';
import { createPaymentsService } from './payments.service';
import type { PaymentProvider } from './providers/provider';
import { createRefundsRepository } from './refunds.repository';
import { createRefundsService } from './refunds.service';
import { createVisitMoney, deskProviders } from './visit-money.service';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox';
import type { PaymentsConfig } from '../../settings/payments.config';
import type { StripeProvider } from './providers/stripe';

/**
 * Wires providers and the payments services from config; registering adds the routes and the sweepers. Stripe's
 * SDK (a large library) is loaded only when Stripe is configured.
 */
export async function createPaymentsModule(deps: {
  config: PaymentsConfig;
  db: Db;
  now: () => Date;
  log: Logger;
  fetch?: typeof fetch;
  /** The sandbox to use when it is on (tests read the refunds it made); else one is made from config. */
  sandbox?: SandboxProvider;
  /** The appointments module's writes a payment makes. */
  settlements: PaymentSettlements;
  /** Told of money arriving and going back, in the transactions that record it (webhooks). */
  notices?: PaymentNotices;
  /** The site's origin for return links (PUBLIC_URL), else the request's own. */
  publicUrl?: string | undefined;
}) {
  const { config, db, now } = deps;
  const providers = new Map<string, PaymentProvider>();
  let sandbox: SandboxProvider | undefined;
  let stripe: StripeProvider | undefined;
  if (config.sandboxEnabled) {
    sandbox =
      deps.sandbox ?? createSandboxProvider({ signingSecret: config.signingSecret ?? randomBytes(32).toString('hex') });
    providers.set(sandbox.id, sandbox);
  }
  if (config.stripe) {
    const { createStripeProvider } = await import('./providers/stripe');
    stripe = createStripeProvider(config.stripe, { now, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
    providers.set(stripe.id, stripe);
  }
  for (const desk of deskProviders()) providers.set(desk.id, desk);
  const repo = createPaymentsRepository(db);
  const refundsRepo = createRefundsRepository(db);
  const refunds = createRefundsService({
    repo: refundsRepo,
    payments: repo,
    providers,
    log: deps.log,
    now,
    maxAttempts: config.refundMaxAttempts,
    ...(deps.notices ? { notices: deps.notices } : {}),
  });
  const payments = createPaymentsService({
    repo,
    providers,
    defaultCardProvider: sandbox?.id,
    expireHolds: (at, only) => expireUnpaidHolds({ repo, settlements: deps.settlements }, at, only),
    log: deps.log,
    now,
    refunds,
    settlements: deps.settlements,
    ...(deps.notices ? { notices: deps.notices } : {}),
  });
  const visitMoney = createVisitMoney({
    repo,
    refundsRepo,
    refunds,
    settlements: deps.settlements,
    now,
    ...(deps.notices ? { notices: deps.notices } : {}),
  });
  const figures = createPaymentFigures({ ledger: createPaymentsLedgerRepository(db) });
  const sweep = (what: () => Promise<number>, done: string) =>
    startSweeper({ sweep: what, everySeconds: config.sweepSeconds, log: deps.log, done });
  return {
    payments,
    refunds,
    visitMoney,
    figures,
    sandbox,
    stripe,
    register: async (app, guards) => {
      const { requireCustomer } = guards;
      await app.register(paymentsRoutes({ payments, sandbox, stripe, requireCustomer, publicUrl: deps.publicUrl }));
      const stops = [
        sweep(payments.sweepExpiredHolds, 'expired unpaid appointment holds'),
        sweep(() => refunds.sweep(), 'attempted owed refunds'),
      ];
      app.addHook('onClose', async () => stops.forEach((stop) => stop()));
    },
  } satisfies AppModule;
}
