import { z } from 'zod';
import { ZTrimmed, zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZDone } from '../staff/staff';

/** One of the clinic's active waitlist entries, as the front desk sees it. */
export const ZStaffWaitlistEntry = z.object({
  id: z.number().int(),
  patient: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  treatment_id: z.number().int(),
  /** The treatment's name in the request's language. */
  treatment: z.string(),
  branch_id: z.number().int(),
  branch: z.string(),
  /** The first and last day (inclusive) the patient could come, the clinic's wall dates. */
  date: z.string(),
  until: z.string(),
  /** The doctor the patient chose (only their freed time is offered); null: any doctor. */
  doctor_id: z.number().int().nullable(),
  /** waiting; offered: a freed time is held for the patient now (offer). */
  status: z.enum(['waiting', 'offered']),
  offer: z
    .object({ date: z.string(), time: z.string(), doctor_id: z.number().int(), expires_at: z.string() })
    .nullable(),
  /** When the patient joined (ISO instant): the line's order. */
  created_at: z.string(),
});
export type TStaffWaitlistEntry = z.infer<typeof ZStaffWaitlistEntry>;

export const staffWaitlistCall = defineCall({
  ...ROUTES.staffWaitlist,
  summary: "The clinic's waitlist entries still waiting (or offered a time), in line order (owners and reception)",
  response: z.object({ entries: z.array(ZStaffWaitlistEntry) }),
});

/** served: the patient got a visit (booked at the desk or elsewhere); removed: taken off the list, with why. */
export const ZEndWaitlistEntryRequest = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('served') }),
  z.object({ outcome: z.literal('removed'), reason: ZTrimmed('reason', 500) }),
]);

export const staffEndWaitlistEntryCall = defineCall({
  ...ROUTES.staffEndWaitlistEntry,
  summary: 'Ends a waitlist entry as served, or removes it with a reason; any time held for it is freed',
  params: z.object({ id: zId('id') }),
  body: ZEndWaitlistEntryRequest,
  response: ZDone,
});

export const staffWaitlistCalls = [staffWaitlistCall, staffEndWaitlistEntryCall] as const;
