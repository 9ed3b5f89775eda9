import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { expireUnpaidHolds } from './hold-sweeper';
import { createPaymentsRepository } from './payments.repository';
import { createPaymentsService } from './payments.service';
import type { PaymentProvider } from './providers/provider';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox';
import { createStripeProvider, type StripeProvider } from './providers/stripe';

export type PaymentsConfig = {
  /** Key of the HMAC on sandbox payment-page links; the same value on every process. */
  signingSecret: string;
  /** The built-in test company; off in production unless PAYMENT_SANDBOX=true. */
  sandboxEnabled: boolean;
  currency: string;
  /** How often the background sweep expires unpaid holds; 0 turns it off. */
  sweepSeconds: number;
  stripe: { secretKey: string; webhookSecret: string; apiBase: string } | undefined;
};

/** Wires providers and the payments service from config; app.ts registers the routes and the sweeper. */
export function createPaymentsModule(deps: {
  config: PaymentsConfig;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}) {
  const { config, db, now } = deps;
  const providers = new Map<string, PaymentProvider>();
  let sandbox: SandboxProvider | undefined;
  let stripe: StripeProvider | undefined;
  if (config.sandboxEnabled) {
    sandbox = createSandboxProvider({ signingSecret: config.signingSecret });
    providers.set(sandbox.id, sandbox);
  }
  if (config.stripe) {
    stripe = createStripeProvider(config.stripe, { now, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
    providers.set(stripe.id, stripe);
  }
  const payments = createPaymentsService({
    repo: createPaymentsRepository(db),
    providers,
    defaultCardProvider: sandbox?.id,
    expireHolds: (at, only) => expireUnpaidHolds(db, at, only),
    log: deps.log,
    now,
    currency: config.currency,
  });
  return { payments, sandbox, stripe };
}
