import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { zId } from '../core/common';

export const ZGetAvailableDaysRequest = z.object({
  branch: zId('branch'),
  appointment_type: zId('appointment_type'),
  /** Only this doctor's days (DOCTOR_NOT_AT_BRANCH when they do not give the treatment there); none: any doctor. */
  doctor: zId('doctor').optional(),
});

/**
 * What a day holds for the asked treatment: `free`, a time a visit can start at (one doctor free for all of it);
 * `full`, the branch opens but no such time is left; `closed`, the branch does not open that day.
 */
export const ZDayState = z.enum(['free', 'full', 'closed']);
export type TDayState = z.infer<typeof ZDayState>;

export const ZAvailableDay = z.object({
  /** The clinic's wall date, YYYY-MM-DD. */
  date: z.string(),
  state: ZDayState,
});

export const ZGetAvailableDaysResponse = z.object({
  success: z.literal(1),
  /** Each day of the clinic's booking window, from its today, in date order. */
  days: z.array(ZAvailableDay),
});

export const getAvailableDaysCall = defineCall({
  ...ROUTES.getAvailableDays,
  summary:
    "Each day of the clinic's booking window for a treatment at a branch: free (a visit can start), full or closed, " +
    "in the clinic's time zone and past its notice. Time a live waitlist offer holds is taken, except with the " +
    'session (Authorization: Bearer) of the patient it is held for.',
  query: ZGetAvailableDaysRequest,
  response: ZGetAvailableDaysResponse,
});
