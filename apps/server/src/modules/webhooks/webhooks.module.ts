import type { Database } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { Logger } from '../../lib/logger';
import type { AuditService } from '../audit/audit.service';
import { createDeliveryErasure } from './delivery-erasure.service';
import { createWebhookDelivery } from './webhook-delivery';
import { createWebhookEvents } from './webhook-events';
import { createWebhookQueue } from './webhook-queue';
import { type WebhookPost, createWebhookSender } from './webhook-sender';
import { type Resolve, systemResolve } from './webhook-targets';
import { createWebhooksRepository } from './webhooks.repository';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooks } from './webhooks.service';
import type { WebhooksConfig } from '../../settings/webhooks.config';

/**
 * Webhooks (decision 014): owners' endpoints, the events the appointments and payments modules report inside their
 * transactions, and their delivery through pg-boss. app.ts wires it in two steps: the appointments and payments
 * modules take its notices, and the owners' service needs the staff module's audit log.
 */
export function createWebhooksModule(deps: {
  config: WebhooksConfig;
  database: Database;
  now: () => Date;
  log: Logger;
  /** Host names to addresses (tests give their own). */
  resolve?: Resolve;
  /** How attempts are sent (tests may give their own). */
  post?: WebhookPost;
}) {
  const { config, database, now, log } = deps;
  const policy = {
    allowPrivate: config.allowPrivateTargets,
    requireHttps: config.requireHttps,
    resolve: deps.resolve ?? systemResolve,
  };
  const repo = createWebhooksRepository(database.db);
  const queue = createWebhookQueue(database, log);
  const events = createWebhookEvents({ repo, queue, now });
  const deliver = createWebhookDelivery({ repo, queue, now, log, post: deps.post ?? createWebhookSender(policy) });

  const webhooks = {
    notices: events,
    /** One attempt of one delivery, as the queue's worker runs it (tests run it without the queue). */
    deliver,
    owners: (audit: Pick<AuditService, 'record'>) => createWebhooks({ repo, audit, policy, now }),
    /** An erased patient's contact details taken out of stored deliveries (the data-rights module asks). */
    erasure: createDeliveryErasure({ repo }),

    async start() {
      await queue.start();
      if (config.worker) await queue.work(deliver);
    },
    stop: () => queue.stop(),

    /** Its routes (owners' endpoints, audited through the staff module's log) and its delivery worker. */
    module: (audit: Pick<AuditService, 'record'>): AppModule => ({
      register: async (app, guards) => {
        await app.register(webhooksRoutes({ webhooks: webhooks.owners(audit), hooks: guards.staff }));
        await webhooks.start();
        app.addHook('onClose', async () => webhooks.stop());
      },
    }),
  };
  return webhooks;
}
