import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';

/**
 * Why a message failed, in words staff can act on (the provider's own text is `last_error`): the patient's number
 * is not on WhatsApp (or cannot receive), the patient stopped the clinic's messages, too many were sent at once,
 * the clinic's WhatsApp account or template needs its owner, WhatsApp could not be reached or failed, or unknown.
 */
export const FAILURE_REASONS = [
  'not_on_whatsapp',
  'patient_blocked',
  'too_many',
  'account_setup',
  'whatsapp_down',
  'unknown',
] as const;
export const ZFailureReason = z.enum(FAILURE_REASONS);
export type TFailureReason = z.infer<typeof ZFailureReason>;

/** A WhatsApp message to a patient that could not be delivered after every retry. */
export const ZFailedWhatsApp = z.object({
  id: z.number().int(),
  kind: z.enum(['confirmation', 'reminder', 'waitlist_offer', 'reply']),
  /** booked | moved | cancelled (confirmation), minutes before the visit (reminder), the reply's result. */
  topic: z.string(),
  appointment_id: z.number().int().nullable(),
  patient: z.object({ id: z.number().int(), name: z.string().nullable(), phone: z.string() }),
  attempts: z.number().int(),
  /** Why the last attempt failed, as the provider said it. */
  last_error: z.string().nullable(),
  reason: ZFailureReason,
  /** The visit it was about, as it is now (its day and branch open it in the agenda); null: none, or erased. */
  visit: z
    .object({
      date: z.string(),
      start_time: z.string(),
      branch_id: z.number().int(),
      branch: z.string(),
      treatment: z.string(),
      doctor: z.string(),
      cancelled: z.boolean(),
    })
    .nullable(),
  /** ISO instant. */
  created_at: z.string(),
});
export type TFailedWhatsApp = z.infer<typeof ZFailedWhatsApp>;

export const ZFailedWhatsAppRequest = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The next page: messages older than this id. */
  before_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const staffFailedWhatsAppCall = defineCall({
  ...ROUTES.staffFailedWhatsApp,
  summary: 'WhatsApp messages to patients that failed for good, newest first (owners and reception)',
  query: ZFailedWhatsAppRequest,
  response: z.object({
    messages: z.array(ZFailedWhatsApp),
    /** The next page's `before_id`: older messages remain; null: this page is the last. */
    next_before_id: z.number().int().nullable(),
  }),
});

export const staffWhatsAppCalls = [staffFailedWhatsAppCall] as const;
