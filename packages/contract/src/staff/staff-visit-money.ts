import { z } from 'zod';
import { DESK_METHODS } from './visit-facts';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZTrimmed, zId } from '../core/common';

const ZVisitParams = z.object({ id: zId('id') });

/** An amount in the clinic's currency's major unit (shekels, dollars), more than 0, at most 2 decimals. */
export const ZDeskAmount = z
  .number({ error: 'amount is required' })
  .positive({ error: 'amount must be more than 0' })
  .max(1_000_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'amount has at most 2 decimals',
  });

export const ZDeskMethod = z.enum(DESK_METHODS);
export type TDeskMethod = z.infer<typeof ZDeskMethod>;

/** What became of a visit's money: none given back, part of it, or all of it. */
export const ZRefundMark = z.enum(['part', 'all']);
export type TRefundMark = z.infer<typeof ZRefundMark>;

export const ZVisitMoney = z.object({
  currency: z.string(),
  /** The visit's price: its treatment's full price when booked (major unit). */
  price: z.number(),
  /** What is still due at the desk: the price less what the payments hold (an online deposit leaves the rest). */
  due: z.number(),
  /** Money the visit's payments took (major unit). */
  paid: z.number(),
  /** Of it, given back or on its way back. */
  refunded: z.number(),
  /** What an owner may still give back. */
  refundable: z.number(),
  /** Why the last refund was made; null: none. */
  refund_reason: z.string().nullable(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number(),
      refunded: z.number(),
      status: z.string(),
      /** The payment company, or desk_cash / desk_card for money taken at the desk. */
      provider: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TVisitMoney = z.infer<typeof ZVisitMoney>;

export const staffVisitMoneyCall = defineCall({
  ...ROUTES.staffVisitMoney,
  summary: "A visit's payments: what was paid, what was given back, what may still be",
  params: ZVisitParams,
  response: ZVisitMoney,
});

export const ZRefundVisitRequest = z.object({
  /** At most what is left to give back; with cancel, all of it. */
  amount: ZDeskAmount,
  reason: ZTrimmed('reason', 500),
  /** Cancels the visit too, in the same action (its reason is the refund's). */
  cancel: z.boolean().default(false),
});
export const staffRefundVisitCall = defineCall({
  ...ROUTES.staffRefundVisit,
  summary: "Gives back part or all of a visit's money, with a reason (owners); optionally cancels it too",
  params: ZVisitParams,
  body: ZRefundVisitRequest,
  response: z.object({ success: z.literal(1), money: ZVisitMoney }),
});

export const ZDeskPaymentRequest = z.object({ amount: ZDeskAmount, method: ZDeskMethod });
export const staffDeskPaymentCall = defineCall({
  ...ROUTES.staffDeskPayment,
  summary: 'Records money taken at the desk for a visit (cash or card there), at most what is due; the visit is paid',
  params: ZVisitParams,
  body: ZDeskPaymentRequest,
  response: z.object({ success: z.literal(1), money: ZVisitMoney }),
});

export const staffVisitMoneyCalls = [staffVisitMoneyCall, staffRefundVisitCall, staffDeskPaymentCall] as const;
