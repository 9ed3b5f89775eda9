import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZDataExport } from './data-export';

/** How long a code entered in the page confirms an erasure (decision 013). */
export const ERASURE_CONFIRMATION_MINUTES = 5;

export const ZEraseRequest = z.object({
  confirm: z.literal(true, { error: 'confirm must be true' }),
});

export const exportMyDataCall = defineCall({
  ...ROUTES.exportMyData,
  summary:
    'Everything the clinic holds about the patient and their family members, as a JSON download (profile, visits, payments, messages, contact-form messages)',
  response: ZDataExport,
});

export const sendErasureCodeCall = defineCall({
  ...ROUTES.sendErasureCode,
  summary: "Sends a one-time code by WhatsApp to the patient's own phone, to confirm an erasure",
  response: z.object({
    success: z.literal(1),
    /** Demo servers only: the code no real message carries. */
    demo_code: z.string().optional(),
  }),
});

export const confirmErasureCodeCall = defineCall({
  ...ROUTES.confirmErasureCode,
  summary: `Checks the code; this session may then erase the patient's data for ${ERASURE_CONFIRMATION_MINUTES} minutes`,
  body: z.object({ otp: z.string().max(12) }),
  response: z.object({ success: z.literal(1), valid_until: z.string() }),
});

export const eraseMeCall = defineCall({
  ...ROUTES.eraseMe,
  summary:
    'Erases the patient and their family members: upcoming visits cancelled and refunded, identity removed, the session ended. Needs a code confirmed in the last minutes (ERASURE_CODE_REQUIRED)',
  body: ZEraseRequest,
  response: z.object({ success: z.literal(1), cancelled_visits: z.number().int() }),
});

export const dataRightsCalls = [exportMyDataCall, sendErasureCodeCall, confirmErasureCodeCall, eraseMeCall] as const;
