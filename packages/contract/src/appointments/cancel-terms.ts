import { z } from 'zod';
import { zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';

const ZMinor = z.number().int().nonnegative();

/**
 * What a patient's cancel of a visit would do now, in minor units of `currency` (agorot, cents). The server's cancel
 * decides its refund by the same rule: the treatment's cancellation fee is kept from what the visit's payments hold,
 * and the rest goes back.
 */
export const ZCancelTerms = z.object({
  /** False inside the clinic's notice before the visit (`notice_hours`): the clinic takes such cancels itself. */
  can_cancel: z.boolean(),
  notice_hours: z.number().int().nonnegative(),
  /** What the visit's payments hold now (paid and not given back). */
  paid_minor: ZMinor,
  /** The treatment's cancellation fee. */
  fee_minor: ZMinor,
  /** What the clinic keeps: the fee, at most what was paid. */
  kept_minor: ZMinor,
  /** What goes back to the patient: what was paid less what is kept. */
  refund_minor: ZMinor,
  currency: z.string(),
});
export type TCancelTerms = z.infer<typeof ZCancelTerms>;

/** What became of a cancelled visit's money, in minor units of `currency`. */
export const ZVisitRefund = z.object({
  /** Given back, or being given back now (the visit's payment_status says which). */
  refunded_minor: ZMinor,
  /** What the clinic kept: the cancellation fee. */
  kept_minor: ZMinor,
  currency: z.string(),
});
export type TVisitRefund = z.infer<typeof ZVisitRefund>;

export const getCancelTermsCall = defineCall({
  ...ROUTES.getCancelTerms,
  summary:
    "What cancelling an own, active visit now would keep (the treatment's cancellation fee, at most what was paid) and refund, and whether the clinic's notice still allows it",
  params: z.object({ id: zId('id') }),
  response: z.object({ success: z.literal(1), terms: ZCancelTerms }),
});
