import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZVisitStatus } from '../staff/staff';

/**
 * A visit's check-in code as the patient's visit card carries it: `CI1-<clinic>-<visit>-<signature>`, the
 * signature the server's (HMAC). The QR's text holds it among the visit's details.
 */
export const CHECK_IN_CODE_PATTERN = /CI1-\d{1,12}-\d{1,12}-[A-Za-z0-9_-]{22}/;

/** The check-in code inside a scanned or typed QR text, or the text itself when it holds none. */
export function checkInCodeOf(text: string): string {
  return CHECK_IN_CODE_PATTERN.exec(text)?.[0] ?? text.trim();
}

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
