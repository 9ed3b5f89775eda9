import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZLocalDate, zId } from '../core/common';

export const ZStaffNextFreeRequest = z.object({
  branch: zId('branch'),
  treatment: zId('treatment'),
  /** Only this doctor's free time; none: any doctor of the branch. */
  doctor: zId('doctor').optional(),
  /** The first wall date to look at (the clinic's); none or a past date: today, from now. */
  from: ZLocalDate.optional(),
  /** A visit being moved: its own time counts as free. */
  ignore_visit: zId('ignore_visit').optional(),
});

/** The first start, from now or `from`, where one doctor is free for the whole visit (decision 017). */
export const ZStaffNextFree = z.object({
  date: z.string(),
  start_time: z.string(),
  /** The doctors free for the whole visit then (a doctor account: itself alone). */
  doctor_ids: z.array(z.number().int()).min(1),
});
export type TStaffNextFree = z.infer<typeof ZStaffNextFree>;

export const ZStaffNextFreeResponse = z.object({
  /** Null: no free time within the staff's booking window (a year ahead, or the clinic's window if longer). */
  next: ZStaffNextFree.nullable(),
});

export const staffNextFreeCall = defineCall({
  ...ROUTES.staffNextFree,
  summary:
    'The first free time of a treatment at a branch, for a doctor or any: the earliest-time engine, on the staff rules (no notice, a year ahead)',
  query: ZStaffNextFreeRequest,
  response: ZStaffNextFreeResponse,
});
