import { z } from 'zod';
import { ZLocalDate, zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';

// The clinic's back office: what patients wrote on the contact form (owners and reception), and the payments
// taken online (owners and reception read them; owners refund).

const ZRecordParams = z.object({ id: zId('id') });
const ZPage = {
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

export const ZInboxMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Digits with the dial code (9725…), ready for a WhatsApp link. */
  phone: z.string(),
  message: z.string(),
  /** ISO instants. */
  created_at: z.string(),
  read: z.boolean(),
  answered: z.boolean(),
  answered_at: z.string().nullable(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessage>;

export const staffMessagesCall = defineCall({
  ...ROUTES.staffMessages,
  summary: 'Contact form messages, unread first, then newest first, with the counts for the navigation',
  query: z.object({
    /** unread: not opened yet; unanswered: not marked answered. */
    filter: z.enum(['all', 'unread', 'unanswered']).default('all'),
    ...ZPage,
  }),
  response: z.object({
    messages: z.array(ZInboxMessage),
    unread: z.number().int(),
    unanswered: z.number().int(),
  }),
});

const ZMessageAnswer = z.object({ success: z.literal(1), message: ZInboxMessage });
export const staffMessageReadCall = defineCall({
  ...ROUTES.staffMessageRead,
  summary: 'Marks a contact message read',
  params: ZRecordParams,
  response: ZMessageAnswer,
});
export const staffMessageAnsweredCall = defineCall({
  ...ROUTES.staffMessageAnswered,
  summary: 'Marks a contact message answered (and read)',
  params: ZRecordParams,
  response: ZMessageAnswer,
});

/**
 * A payment's state: pending (its page is open), processing, paid, failed, expired (the visit's hold ran out),
 * refund_due or refund_pending (money going back), refunded, refund_failed (the clinic must return it).
 */
export const PAYMENT_STATES = [
  'pending',
  'processing',
  'paid',
  'failed',
  'expired',
  'refund_due',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;
export const ZPaymentState = z.enum(PAYMENT_STATES);

export const ZLedgerPayment = z.object({
  id: z.number().int(),
  status: ZPaymentState,
  amount: z.number(),
  /** Of it, given back or on its way back (part refunds included). */
  refunded: z.number(),
  /** What the clinic keeps of it: taken less given back (0 when it never took money). */
  kept: z.number(),
  currency: z.string(),
  /** The payment company (sandbox, stripe, …) and the card, when known. */
  provider: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  provider_ref: z.string().nullable(),
  refund_ref: z.string().nullable(),
  /** Why the last refund attempt failed. */
  refund_error: z.string().nullable(),
  created_at: z.string(),
  appointment: z.object({
    id: z.number().int(),
    date: z.string(),
    start_time: z.string(),
    treatment: z.string(),
    status: z.string(),
    /** Where the visit is: the agenda's branch to open it in. */
    branch_id: z.number().int(),
  }),
  patient: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  /** An owner may refund it now. */
  refundable: z.boolean(),
});
export type TLedgerPayment = z.infer<typeof ZLedgerPayment>;

/** Money of the listed payments in one currency: taken, given back, and kept (taken less given back). */
export const ZPaymentsTotal = z.object({
  currency: z.string(),
  taken: z.number(),
  refunded: z.number(),
  kept: z.number(),
});
export type TPaymentsTotal = z.infer<typeof ZPaymentsTotal>;

/** Which payments: made on the days [from, to] of the clinic's calendar, of one state or all. */
const ZPaymentsFilter = z.object({
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
  status: ZPaymentState.optional(),
});

export const staffPaymentsCall = defineCall({
  ...ROUTES.staffPayments,
  summary: "Payments by the day they were made (clinic's time zone) and state, newest first, with their totals",
  query: ZPaymentsFilter.extend(ZPage),
  response: z.object({
    payments: z.array(ZLedgerPayment),
    /** Older payments of the filter follow this page (ask again with `offset` past it). */
    has_more: z.boolean(),
    /** Of every payment the filter matches (not only this page), one per currency; none: 0 in the clinic's. */
    totals: z.array(ZPaymentsTotal),
  }),
});

export const staffRefundPaymentCall = defineCall({
  ...ROUTES.staffRefundPayment,
  summary: 'Returns a paid payment to the patient (owners); asking again changes nothing',
  params: ZRecordParams,
  response: z.object({ success: z.literal(1), payment: ZLedgerPayment }),
});

export const staffPaymentsCsvCall = defineCall({
  ...ROUTES.staffPaymentsCsv,
  summary: 'Every payment of the filter as a CSV file (UTF-8 with a byte-order mark), newest first',
  query: ZPaymentsFilter,
  response: z.string().meta({ description: 'A header line of column names, then one line per payment' }),
  responseType: 'text/csv',
});

export const staffInboxCalls = [
  staffMessagesCall,
  staffMessageReadCall,
  staffMessageAnsweredCall,
  staffPaymentsCall,
  staffRefundPaymentCall,
  staffPaymentsCsvCall,
] as const;
