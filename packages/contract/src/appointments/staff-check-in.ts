import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZVisitStatus } from '../staff/staff';

export const staffCheckInCall = defineCall({
  ...ROUTES.staffCheckIn,
  summary: "Marks today's visit arrived from the check-in code on the patient's visit card",
  body: z.object({ code: z.string().trim().min(1).max(500) }),
  response: z.object({
    appointment_id: z.number().int(),
    /** The visit's patient: the family member's name when it is for one. */
    patient_name: z.string(),
    status: ZVisitStatus,
  }),
});

export const staffCheckInCalls = [staffCheckInCall] as const;
