import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZLocalDate, zId } from '../core/common';

export const ZGetAvailableTimeRequest = z.object({
  data_time: z.literal('5', { error: 'data_time must be "5"' }).default('5'),
  branch: zId('branch'),
  appointment_type: zId('appointment_type'),
  date: ZLocalDate,
  /** Only this doctor's times (DOCTOR_NOT_AT_BRANCH when they do not give the treatment there); none: any doctor. */
  doctor: zId('doctor').optional(),
});

export const ZTimeSlot = z.object({
  time: z.string(),
  /** A doctor is free for this 5-minute slot. */
  available: z.boolean(),
  /** One doctor is free from this slot for the whole visit of the asked treatment: a time a visit can start. */
  starts_visit: z.boolean().optional(),
  /**
   * At a time a visit can start: the doctor a booking of any doctor gets (the least booked of those free then).
   * Send it as create_appointment's `preferred_doctor_id` to book them while they are still free.
   */
  doctor_id: z.number().int().optional(),
});
export type TTimeSlot = z.infer<typeof ZTimeSlot>;

export const ZGetAvailableTimeResponse = z.object({
  success: z.literal(1),
  time_slots: z.array(ZTimeSlot),
});
export type TGetAvailableTimeResponse = z.infer<typeof ZGetAvailableTimeResponse>;

export const getAvailableTimeCall = defineCall({
  ...ROUTES.getAvailableTime,
  summary:
    "5-minute slots of a branch's open hours on a date, in the clinic's time zone. Time a live waitlist offer " +
    'holds is taken, except with the session (Authorization: Bearer) of the patient it is held for.',
  query: ZGetAvailableTimeRequest,
  response: ZGetAvailableTimeResponse,
});
