import { randomUUID } from 'node:crypto';
import type { TWebhookBody, TWebhookEvent } from '@clinic/contract/webhooks/staff-webhooks';
import { toMajor } from '../../lib/localize';
import type { Db } from '../../db/client';
import type { VisitEvent, VisitFollower } from '../appointments/visit-event.types';
import type { PaymentNotices } from '../payments/payments.types';
import { webhookBody } from './webhook-body';
import type { WebhookQueue } from './webhook-queue';
import type { WebhooksRepository } from './webhooks.repository';

/**
 * The webhook a visit's event is told as; none: integrators hear nothing of it (a hold made or moved, a
 * confirmation). A hold is not booked: its time reaches them in appointment.booked when it is paid.
 */
export function webhookTypeOf(event: Pick<VisitEvent, 'kind' | 'fromState' | 'toState'>): TWebhookEvent | undefined {
  switch (event.kind) {
    case 'booked':
      return 'appointment.booked';
    case 'paid':
      // A held time becomes a booking when it is paid.
      return event.fromState === 'held' ? 'appointment.booked' : undefined;
    case 'moved':
      return event.toState === 'held' ? undefined : 'appointment.moved';
    case 'cancelled':
    case 'arrived':
    case 'expired':
      return `appointment.${event.kind}`;
    default:
      return undefined;
  }
}

/**
 * Turns the clinic's changes into webhook deliveries inside the transaction that follows each change: one delivery
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
    event: {
      tenantId: number;
      type: TWebhookEvent;
      appointmentId: number;
      paymentId?: number;
      sequence?: number;
      /** An erased patient's events carry no contact details, whatever the endpoint asked for. */
      withoutContact?: boolean;
      document?: TWebhookBody['data']['document'];
    },
  ) {
    const endpoints = await repo.subscribed(tx, event.tenantId, event.type);
    if (endpoints.length === 0) return;
    const facts = await repo.facts(tx, event.tenantId, event.appointmentId, event.paymentId);
    if (!facts) return;
    const sequence = event.sequence ?? facts.appointment.sequence;
    const head = { id: `evt_${randomUUID()}`, type: event.type, createdAt: now(), sequence };
    const ids = await repo.insertDeliveries(
      tx,
      endpoints.map((endpoint) => ({
        tenantId: event.tenantId,
        endpointId: endpoint.id,
        eventId: head.id,
        eventType: event.type,
        appointmentId: event.appointmentId,
        visitSequence: sequence,
        body: JSON.stringify(
          withDocument(webhookBody(head, facts, endpoint.includeContact && !event.withoutContact), event.document),
        ),
        createdAt: head.createdAt,
      })),
    );
    await queue.enqueue(
      tx,
      ids.map((deliveryId) => ({ job: { tenantId: event.tenantId, deliveryId, attempt: 0 } })),
    );
  }

  const visits: VisitFollower = {
    async follow(tx, event) {
      const type = webhookTypeOf(event);
      if (!type) return;
      await record(tx, {
        tenantId: event.tenantId,
        appointmentId: event.appointmentId,
        type,
        sequence: event.sequence,
        withoutContact: event.actor === 'system:erasure',
      });
    },
  };
  const payments: PaymentNotices = {
    paid: (tx, { tenantId, appointmentId, paymentId }) =>
      record(tx, { tenantId, appointmentId, paymentId, type: 'payment.paid' }),
    // Money that goes straight back is reported by its refund alone, as before documents.
    returning: async () => {},
    refunded: (tx, { tenantId, appointmentId, paymentId }) =>
      record(tx, { tenantId, appointmentId, paymentId, type: 'payment.refunded' }),
  };
  /** A payment document issued (the documents module tells it in the transaction that issues it). */
  const documents = {
    issued: (tx: Db, doc: IssuedDocument) =>
      record(tx, {
        tenantId: doc.tenantId,
        appointmentId: doc.appointmentId,
        paymentId: doc.paymentId,
        type: 'document.issued',
        document: {
          id: doc.id,
          type: doc.type,
          number: doc.number,
          issued_at: doc.issuedAt.toISOString(),
          amount: toMajor(doc.amountMinor),
          vat: toMajor(doc.vatMinor),
          currency: doc.currency,
          original_document_id: doc.originalDocumentId,
        },
      }),
  };
  return { visits, payments, documents };
}

/** What a document.issued event tells of the document. */
type IssuedDocument = {
  tenantId: number;
  id: number;
  type: 'receipt' | 'tax_invoice_receipt' | 'credit_note';
  number: number;
  issuedAt: Date;
  appointmentId: number;
  paymentId: number;
  amountMinor: number;
  vatMinor: number;
  currency: string;
  originalDocumentId: number | null;
};

const withDocument = (body: TWebhookBody, document: TWebhookBody['data']['document']): TWebhookBody =>
  document ? { ...body, data: { ...body.data, document } } : body;
