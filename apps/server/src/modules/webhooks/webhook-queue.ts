import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { bossOn } from '../../db/job-boss';
import type { Logger } from '../../lib/logger';

/** One job per attempt of one delivery: the attempt number keeps a late duplicate from sending it again. */
export const WEBHOOK_QUEUE = 'webhook-deliver';
export type DeliveryJob = { tenantId: number; deliveryId: number; attempt: number };

/** An attempt holds its job this long (the 10 s send and its bookkeeping) before another worker may take it. */
const EXPIRE_SECONDS = 60;
/** Attempts one process sends at once. */
const CONCURRENCY = 4;

/**
 * Webhook deliveries on pg-boss, in the clinic's own database beside the WhatsApp queue (decision 009): jobs are
 * inserted in the transaction of the change they tell about, so an event exists exactly when its change commits.
 * A job's own retries cover a crash or a database error only; the receiver's failures are retried by
 * webhook-delivery.ts, which queues the next attempt with its delay.
 */
export function createWebhookQueue(database: Pick<Database, 'jobs'>, log: Logger) {
  const boss = bossOn(database, 2, EXPIRE_SECONDS);
  boss.on('error', (error) => log.error({ err: error }, 'webhook queue error'));
  const options = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS, notify: true };
  let started = false;

  return {
    async start() {
      await boss.start();
      started = true;
      if (await boss.getQueue(WEBHOOK_QUEUE)) await boss.updateQueue(WEBHOOK_QUEUE, options);
      else await boss.createQueue(WEBHOOK_QUEUE, options);
    },

    /** Queues attempts in the caller's transaction, each after its delay (seconds on the database's clock). */
    async enqueue(tx: Db, jobs: Array<{ job: DeliveryJob; afterSeconds?: number }>) {
      if (jobs.length === 0) return;
      await boss.insert(
        WEBHOOK_QUEUE,
        jobs.map(({ job, afterSeconds }) => ({ data: job, ...(afterSeconds ? { startAfter: afterSeconds } : {}) })),
        { db: fromDrizzle(tx as never, sql as never) },
      );
    },

    /** Works the queue in this process; a handler that throws has its job retried by pg-boss. */
    async work(handle: (job: DeliveryJob) => Promise<void>) {
      await boss.work<DeliveryJob>(
        WEBHOOK_QUEUE,
        { localConcurrency: CONCURRENCY, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 },
        async ([job]) => {
          if (job) await handle(job.data);
        },
      );
    },

    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
      started = false;
    },
  };
}
export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
