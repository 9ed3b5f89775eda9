import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';

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
  response: z.object({ messages: z.array(ZFailedWhatsApp) }),
});

export const staffWhatsAppCalls = [staffFailedWhatsAppCall] as const;
