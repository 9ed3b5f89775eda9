import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZLocalDate, zId } from '../core/common';

export const ZGetEarliestTimeRequest = z.object({
  appointment_type: zId('appointment_type'),
  /** Only this branch; none: every branch that offers the treatment. */
  branch: zId('branch').optional(),
  /** The first wall date to look at (the clinic's); none or a past date: today. */
  from: ZLocalDate.optional(),
  /** Only this doctor's times (DOCTOR_NOT_AT_BRANCH when they do not give the treatment); none: any doctor. */
  doctor: zId('doctor').optional(),
});

/** A branch's first free start for the whole treatment, in the clinic's time zone. */
export const ZEarliestTime = z.object({
  branch: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  /** Doctors free for the whole visit at that time. */
  doctor_count: z.number().int().positive(),
});
export type TEarliestTime = z.infer<typeof ZEarliestTime>;

export const ZGetEarliestTimeResponse = z.object({
  success: z.literal(1),
  /** One entry per branch with a free time within the booking window, soonest first. */
  earliest: z.array(ZEarliestTime),
});

export const getEarliestTimeCall = defineCall({
  ...ROUTES.getEarliestTime,
  summary:
    "Each branch's earliest free time for a treatment (a doctor free for the whole visit), within the clinic's booking window and notice, soonest first.",
  query: ZGetEarliestTimeRequest,
  response: ZGetEarliestTimeResponse,
});
