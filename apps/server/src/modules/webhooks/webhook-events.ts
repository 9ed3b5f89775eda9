import { randomUUID } from 'node:crypto';
import type { TWebhookEvent } from '@clinic/contract/webhooks/staff-webhooks';
import type { Db } from '../../db/client';
import type { AttendanceNotices } from '../appointments/clinic-desk';
import type { VisitNotices } from '../appointments/visit-notices';
import type { PaymentNotices } from '../payments/payment-notices';
import { webhookBody } from './webhook-body';
import type { WebhookQueue } from './webhook-queue';
import type { WebhooksRepository } from './webhooks.repository';

/**
 * Turns the clinic's changes into webhook deliveries inside the transaction that makes each change: one delivery
 * row (its body written now, the same bytes on every retry) and its first job per endpoint that asked for the event.
 * A change that rolls back leaves none; one that commits has them once.
 */
export function createWebhookEvents(deps: {
  repo: WebhooksRepository;
  queue: Pick<WebhookQueue, 'enqueue'>;
  now: () => Date;
}) {
  const { repo, queue, now } = deps;

  async function record(
    tx: Db,
    event: { tenantId: number; type: TWebhookEvent; appointmentId: number; paymentId?: number },
  ) {
    const endpoints = await repo.subscribed(tx, event.tenantId, event.type);
    if (endpoints.length === 0) return;
    const facts = await repo.facts(tx, event.tenantId, event.appointmentId, event.paymentId);
    if (!facts) return;
    const head = { id: `evt_${randomUUID()}`, type: event.type, createdAt: now() };
    const ids = await repo.insertDeliveries(
      tx,
      endpoints.map((endpoint) => ({
        tenantId: event.tenantId,
        endpointId: endpoint.id,
        eventId: head.id,
        eventType: event.type,
        body: JSON.stringify(webhookBody(head, facts, endpoint.includeContact)),
        createdAt: head.createdAt,
      })),
    );
    await queue.enqueue(
      tx,
      ids.map((deliveryId) => ({ job: { tenantId: event.tenantId, deliveryId, attempt: 0 } })),
    );
  }

  const visits: VisitNotices = {
    changed: (tx, { tenantId, appointmentId, change }) =>
      record(tx, { tenantId, appointmentId, type: `appointment.${change}` }),
  };
  const attendance: AttendanceNotices = {
    marked: async (tx, { tenantId, appointmentId, mark }) => {
      if (mark === 'arrived') await record(tx, { tenantId, appointmentId, type: 'appointment.arrived' });
    },
  };
  const payments: PaymentNotices = {
    paid: (tx, { tenantId, appointmentId, paymentId }) =>
      record(tx, { tenantId, appointmentId, paymentId, type: 'payment.paid' }),
    refunded: (tx, { tenantId, appointmentId, paymentId }) =>
      record(tx, { tenantId, appointmentId, paymentId, type: 'payment.refunded' }),
  };
  return { visits, attendance, payments };
}
