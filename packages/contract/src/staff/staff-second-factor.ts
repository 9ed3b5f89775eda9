import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZStaffLoginAnswer } from './staff';

const ZDone = z.object({ success: z.literal(1) });
/** A TOTP code (6 digits) or one of the account's recovery codes. */
const ZCode = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { error: 'code must be 6 digits or a recovery code' });

export const staffSecondFactorLoginCall = defineCall({
  ...ROUTES.staffSecondFactorLogin,
  summary: "The login's second step: the authenticator's code (or a recovery code) with the login's token",
  body: z.object({ code: ZCode }),
  response: ZStaffLoginAnswer,
});

export const staffSecondFactorSetupCall = defineCall({
  ...ROUTES.staffSecondFactorSetup,
  summary: 'Starts enrolment: a new TOTP secret and its otpauth:// address (shown as a QR code)',
  response: z.object({ secret: z.string(), uri: z.string() }),
});

export const staffSecondFactorEnableCall = defineCall({
  ...ROUTES.staffSecondFactorEnable,
  summary: 'Turns the second factor on with a first code from the authenticator; answers ten recovery codes, once',
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'code must be 6 digits' }),
  }),
  response: z.object({ recovery_codes: z.array(z.string()) }),
});

export const staffSecondFactorDisableCall = defineCall({
  ...ROUTES.staffSecondFactorDisable,
  summary: "Turns this account's second factor off, with a current code (refused while the clinic requires it)",
  body: z.object({ code: ZCode }),
  response: ZDone,
});

export const staffSecondFactorPolicyCall = defineCall({
  ...ROUTES.staffSecondFactorPolicy,
  summary: 'The owner requires (or stops requiring) a second factor of every staff account',
  body: z.object({ required: z.boolean() }),
  response: ZDone,
});

export const staffSecondFactorCalls = [
  staffSecondFactorLoginCall,
  staffSecondFactorSetupCall,
  staffSecondFactorEnableCall,
  staffSecondFactorDisableCall,
  staffSecondFactorPolicyCall,
] as const;
