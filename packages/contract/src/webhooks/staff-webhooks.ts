import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { zId } from '../core/common';

/** What a clinic's other systems can hear of. */
export const WEBHOOK_EVENTS = [
  'appointment.booked',
  'appointment.moved',
  'appointment.cancelled',
  'appointment.arrived',
  'appointment.expired',
  'payment.paid',
  'payment.refunded',
  'document.issued',
] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

/** Endpoints one clinic may keep at once. */
export const WEBHOOK_MAX_ENDPOINTS = 10;
/** The header that signs each delivery: `t=UNIX,v1=HEX`, HEX = HMAC-SHA256(secret, `${t}.${body}`). */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Clinic-Signature';

const ZParams = z.object({ id: zId('id') });

export const ZCreateWebhookRequest = z.object({
  url: z.string().trim().min(1).max(2000),
  events: z.array(ZWebhookEvent).min(1).max(WEBHOOK_EVENTS.length),
  /** Send the patient's name and phone with each event. */
  include_contact: z.boolean().default(false),
});
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;

/** pending: still being tried; delivered: a 2xx came back; failed: 24 hours of tries did not; paused: its endpoint was. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'paused'] as const;

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  event_id: z.string(),
  type: ZWebhookEvent,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last answer; null when none came (refused address, timeout, no connection). */
  http_status: z.number().int().nullable(),
  /** Why the last attempt failed, in a few words (never the receiver's body). */
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});

export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(ZWebhookEvent),
  include_contact: z.boolean(),
  /** paused: it failed for 24 hours; nothing is sent until an owner resumes it. */
  status: z.enum(['active', 'paused']),
  failing_since: z.string().nullable(),
  paused_at: z.string().nullable(),
  created_at: z.string(),
  /** The newest deliveries first. */
  deliveries: z.array(ZWebhookDelivery),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const staffWebhooksCall = defineCall({
  ...ROUTES.staffWebhooks,
  summary: "The clinic's webhook endpoints with their last deliveries (owners)",
  response: z.object({ endpoints: z.array(ZWebhookEndpoint) }),
});

export const staffCreateWebhookCall = defineCall({
  ...ROUTES.staffCreateWebhook,
  summary: 'Adds a webhook endpoint (owners); answers its signing secret, shown this once',
  body: ZCreateWebhookRequest,
  response: z.object({ id: z.number().int(), secret: z.string() }),
});

export const staffRemoveWebhookCall = defineCall({
  ...ROUTES.staffRemoveWebhook,
  summary: 'Removes a webhook endpoint (owners): nothing more is sent to it',
  params: ZParams,
  response: z.object({ success: z.literal(1) }),
});

export const staffResumeWebhookCall = defineCall({
  ...ROUTES.staffResumeWebhook,
  summary: 'Resumes a paused webhook endpoint (owners): new events are sent to it again',
  params: ZParams,
  response: z.object({ success: z.literal(1) }),
});

export const staffWebhookCalls = [
  staffWebhooksCall,
  staffCreateWebhookCall,
  staffRemoveWebhookCall,
  staffResumeWebhookCall,
] as const;

/** What a receiver gets: the body of each POST (see README, "Webhooks"). */
export const ZWebhookBody = z.object({
  /** The event's id: the same on every retry of it; receivers drop an id they have seen. */
  id: z.string(),
  type: ZWebhookEvent,
  created_at: z.string(),
  clinic: z.object({ key: z.string(), name: z.string() }),
  data: z.object({
    appointment_id: z.number().int(),
    /**
     * The visit's count of changes when this was sent (1: made, then one more per change): a receiver that holds a
     * higher one for the visit has newer news. A visit's events are delivered in this order.
     */
    sequence: z.number().int(),
    /** The visit's start, ISO 8601 with the clinic's offset (2026-12-08T10:00:00+02:00). */
    time: z.string(),
    end_time: z.string(),
    time_zone: z.string(),
    status: z.enum(['booked', 'cancelled', 'expired', 'arrived', 'completed', 'no_show']),
    doctor: z.object({ id: z.number().int(), name: z.string() }),
    treatment: z.object({ id: z.number().int(), name: z.string() }),
    branch: z.object({ id: z.number().int(), name: z.string() }),
    payment: z
      .object({
        id: z.number().int(),
        amount: z.number(),
        /** What the payment has given back in all, this event's refund included (a cancel keeps its fee). */
        refunded: z.number(),
        currency: z.string(),
        status: z.string(),
      })
      .optional(),
    /** Only when the endpoint includes contact details. */
    patient: z.object({ name: z.string().nullable(), phone: z.string() }).optional(),
    /** document.issued: the payment document issued (a receipt kind for a payment, a credit note for a refund). */
    document: z
      .object({
        id: z.number().int(),
        type: z.enum(['receipt', 'tax_invoice_receipt', 'credit_note']),
        number: z.number().int(),
        issued_at: z.string(),
        amount: z.number(),
        vat: z.number(),
        currency: z.string(),
        original_document_id: z.number().int().nullable(),
      })
      .optional(),
  }),
});
export type TWebhookBody = z.infer<typeof ZWebhookBody>;
