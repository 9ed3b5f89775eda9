import { z } from 'zod';
import { ZLocalDate, zId } from '../core/common';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';

/** The longest range of days one waitlist entry may wait for: `until` at most this many days after `date`. */
export const WAITLIST_MAX_DAYS = 7;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const ZJoinWaitlistRequest = z
  .object({
    branch: zId('branch'),
    appointments_type_id: zId('appointments_type_id'),
    /** The first day the patient could come (the clinic's wall date). */
    date: ZLocalDate,
    /** The last day (inclusive), at most 7 days after `date`; none: that day only. */
    until: ZLocalDate.optional(),
    /**
     * The doctor the patient chose: only their freed time is offered (DOCTOR_NOT_AT_BRANCH when they do not give
     * the treatment there); none: any doctor's.
     */
    doctor_id: zId('doctor_id').optional(),
  })
  .refine((r) => r.until === undefined || r.until >= r.date, {
    error: 'until must not be before date',
    path: ['until'],
  })
  .refine((r) => r.until === undefined || daysBetween(r.date, r.until) <= WAITLIST_MAX_DAYS, {
    error: `until must be at most ${WAITLIST_MAX_DAYS} days after date`,
    path: ['until'],
  });

/** One of the patient's waitlist entries. */
export const ZWaitlistEntry = z.object({
  id: z.number().int(),
  branch: z.number().int(),
  appointments_type_id: z.number().int(),
  /** The treatment's name in the request's language. */
  treatment_name: z.string(),
  branch_name: z.string(),
  date: z.string(),
  until: z.string(),
  /** The doctor the patient chose; null: any doctor. */
  doctor_id: z.number().int().nullable(),
  /** That doctor's name in the request's language; null: any doctor. */
  doctor_name: z.string().nullable(),
  /** waiting; offered (a time is held for the patient until offer.expires_at); booked; cancelled; expired (its days passed). */
  status: z.enum(['waiting', 'offered', 'booked', 'cancelled', 'expired']),
  /** The time held for the patient now, if any: wall date and time, the booking page's path and the hold's end. */
  offer: z
    .object({
      date: z.string(),
      time: z.string(),
      doctor_id: z.number().int(),
      expires_at: z.string(),
      link: z.string(),
    })
    .nullable(),
  created_at: z.string(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const joinWaitlistCall = defineCall({
  ...ROUTES.joinWaitlist,
  summary:
    'Join the waitlist of a treatment at a branch for a day or up to 7 days: when such a time is freed, the first in line is offered it on WhatsApp',
  body: ZJoinWaitlistRequest,
  response: z.object({ success: z.literal(1), entry: ZWaitlistEntry }),
});

export const getWaitlistCall = defineCall({
  ...ROUTES.getWaitlist,
  summary: "The patient's own waitlist entries that are not over (waiting or offered), soonest first",
  response: z.object({ success: z.literal(1), entries: z.array(ZWaitlistEntry) }),
});

export const cancelWaitlistEntryCall = defineCall({
  ...ROUTES.cancelWaitlistEntry,
  summary: 'Leaves the waitlist: the entry (and any time held for it) ends',
  params: z.object({ id: zId('id') }),
  response: z.object({ success: z.literal(1) }),
});

export const waitlistCalls = [joinWaitlistCall, getWaitlistCall, cancelWaitlistEntryCall] as const;
