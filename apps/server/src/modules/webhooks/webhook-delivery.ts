import { WEBHOOK_SIGNATURE_HEADER } from '@clinic/contract/webhooks/staff-webhooks';
import type { Logger } from '../../lib/logger';
import type { WebhookPost } from './webhook-sender';
import { GIVE_UP_AFTER_MS, retryDelaySeconds } from './webhook-schedule';
import { signatureHeader } from './webhook-signature';
import type { DeliveryJob, WebhookQueue } from './webhook-queue';
import type { WebhooksRepository } from './webhooks.repository';

/** How long a delivery waits before it looks again for an earlier one of its visit. */
const ORDER_WAIT_SECONDS = 2;

/**
 * Sends one attempt of one delivery and records it. A 2xx delivers it; anything else (another status, a timeout,
 * a refused address) queues the next attempt after its delay, until 24 hours after the event, when it fails.
 * An endpoint that has failed without a success for 24 hours is paused: owners see it on every workspace page.
 */
export function createWebhookDelivery(deps: {
  repo: WebhooksRepository;
  queue: Pick<WebhookQueue, 'enqueue'>;
  post: WebhookPost;
  now: () => Date;
  log: Logger;
}) {
  const { repo, queue, now, log } = deps;

  return async function deliver(job: DeliveryJob): Promise<void> {
    const row = await repo.forAttempt(job.tenantId, job.deliveryId);
    // Settled, or this attempt was already recorded (a job given again after its worker died).
    if (!row || row.delivery.status !== 'pending' || row.delivery.attempts !== job.attempt) return;
    const { delivery } = row;
    // A visit's events reach a receiver in their order: a later one waits while an earlier one is still tried.
    if (row.endpointStatus === 'active' && (await repo.earlierPending(delivery))) {
      await repo.db.transaction((tx) => queue.enqueue(tx, [{ job, afterSeconds: ORDER_WAIT_SECONDS }]));
      return;
    }
    // Only a removed endpoint has no secret (a check in the database holds it so).
    if (row.endpointStatus !== 'active' || row.secret === null) {
      const paused = row.endpointStatus === 'paused';
      await repo.settleUnsent(
        job.tenantId,
        delivery.id,
        paused ? 'paused' : 'failed',
        `endpoint ${row.endpointStatus}`,
      );
      return;
    }
    const sentAt = now();
    const outcome = await deps.post(row.url, delivery.body, {
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(row.secret, delivery.body, Math.floor(sentAt.getTime() / 1000)),
      'user-agent': 'ClinicBooking-Webhooks/1',
      'x-clinic-event': delivery.eventType,
    });
    const at = now();
    const key = { tenantId: job.tenantId, id: delivery.id, attempt: job.attempt };
    const paused = await repo.db.transaction(async (tx) => {
      if (outcome.ok) {
        const done = await repo.recordAttempt(tx, key, { ...outcome, status: 'delivered', at, next: null });
        if (done) await repo.answered(tx, job.tenantId, delivery.endpointId);
        return false;
      }
      // The last try falls on the 24th hour itself, so an endpoint down all day is paused on that try.
      const deadline = delivery.createdAt.getTime() + GIVE_UP_AFTER_MS;
      const expired = at.getTime() >= deadline;
      const next = new Date(Math.min(at.getTime() + retryDelaySeconds(job.attempt + 1) * 1000, deadline));
      const recorded = await repo.recordAttempt(tx, key, {
        ...outcome,
        status: expired ? 'failed' : 'pending',
        at,
        next: expired ? null : next,
      });
      if (!recorded) return false;
      if (!expired) {
        const afterSeconds = Math.max(1, Math.ceil((next.getTime() - at.getTime()) / 1000));
        await queue.enqueue(tx, [{ job: { ...job, attempt: job.attempt + 1 }, afterSeconds }]);
      }
      const failingSince = await repo.failed(tx, job.tenantId, delivery.endpointId, at);
      return at.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS
        ? repo.pause(tx, job.tenantId, delivery.endpointId, at)
        : false;
    });
    if (!outcome.ok) {
      log.info(
        { tenantId: job.tenantId, deliveryId: delivery.id, attempt: job.attempt + 1, error: outcome.error },
        'webhook delivery failed; retried later',
      );
    }
    if (paused) {
      log.warn(
        { tenantId: job.tenantId, endpointId: delivery.endpointId },
        'webhook endpoint paused after 24 hours failing',
      );
    }
  };
}
