import { sql } from 'drizzle-orm';
import { type JobResult, type JobWithMetadata, fromDrizzle } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { bossOn } from '../../db/job-boss';
import type { Logger } from '../../lib/logger';

/** The one queue of patient messages: each job names one outbound_messages row to deliver. */
export const SEND_QUEUE = 'whatsapp-send';
export type SendJob = { tenantId: number; messageId: number };
/** Where a delivery is in its retries: the last one leaves the message failed. */
export type Attempt = { retryCount: number; retryLimit: number };

export type JobQueueOptions = { retryLimit: number; retryDelaySeconds: number; holdSeconds: number };

/**
 * A delivery that has not finished this long after its message's hold began (a process that died mid-send) is given
 * to another worker; pg-boss looks for such jobs as often as the hold lasts, at most every minute.
 */
const EXPIRE_AFTER_HOLD_SECONDS = 15;
/**
 * Jobs a worker fetches, claims, sends and settles together (a statement each for the batch, not for each message),
 * and batches one process works at once: at most BATCH_SIZE * WORK_CONCURRENCY sends in flight per process.
 */
const BATCH_SIZE = 50;
const WORK_CONCURRENCY = 4;

/**
 * The durable queue of messages to send (decision 009): pg-boss over the clinic's own database, PostgreSQL or
 * PGlite. Jobs are queued in the transaction of the change they tell about; every process may work them, and
 * each job is held by one worker at a time.
 */
export function createJobQueue(database: Pick<Database, 'jobs'>, options: JobQueueOptions, log: Logger) {
  const boss = bossOn(database, 4, options.holdSeconds);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const queueOptions = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
    expireInSeconds: options.holdSeconds + EXPIRE_AFTER_HOLD_SECONDS,
    notify: true,
  };
  let started = false;

  return {
    /** Installs or migrates pg-boss's schema (under its own lock) and the queue; answers when ready. */
    async start() {
      await boss.start();
      started = true;
      if (await boss.getQueue(SEND_QUEUE)) await boss.updateQueue(SEND_QUEUE, queueOptions);
      else await boss.createQueue(SEND_QUEUE, queueOptions);
    },

    /** Queues deliveries in the caller's transaction: they exist exactly when the change commits. */
    async enqueue(tx: Db, jobs: SendJob[]) {
      if (jobs.length === 0) return;
      await boss.insert(
        SEND_QUEUE,
        jobs.map((data) => ({ data })),
        { db: fromDrizzle(tx as never, sql as never) },
      );
    },

    /**
     * Works the queue in this process, a batch of jobs at a time (up to `concurrency` batches at once): `handle`
     * answers each job's fate, in order: nothing (done) or an Error (retried with back-off until the queue's limit;
     * the last attempt knows it is the last). A batch whose handler throws is retried whole.
     */
    async work(
      handle: (jobs: Array<{ job: SendJob; attempt: Attempt }>) => Promise<Array<Error | undefined>>,
      concurrency = WORK_CONCURRENCY,
    ) {
      await boss.work<SendJob>(
        SEND_QUEUE,
        {
          batchSize: BATCH_SIZE,
          includeMetadata: true,
          perJobResults: true,
          burstWhenBatchFull: true,
          localConcurrency: concurrency,
          pollingIntervalSeconds: 2,
          // NOTIFY wakes workers for new jobs only; retries and delayed jobs are found by polling.
          notifyPollingIntervalSeconds: 2,
        },
        async (jobs) => {
          const errors = await handle(jobs.map((job) => ({ job: job.data, attempt: job as JobWithMetadata<SendJob> })));
          return jobs.map((job, i): JobResult => {
            const error = errors[i];
            return error
              ? { id: job.id, status: 'failed', output: { message: error.message } }
              : { id: job.id, status: 'completed' };
          });
        },
      );
    },

    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
      started = false;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;

/** Installs pg-boss's schema and the queue once (the test template does, so each test file only checks it). */
export async function installJobQueue(database: Pick<Database, 'jobs'>, log: Logger) {
  const queue = createJobQueue(database, { retryLimit: 5, retryDelaySeconds: 30, holdSeconds: 45 }, log);
  await queue.start();
  await queue.stop();
}
