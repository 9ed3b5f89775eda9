import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZEmail, ZTrimmed } from '../core/common';

export const ZCreateCustomerMessageRequest = z.object({
  name: ZTrimmed('name', 120),
  email: ZEmail,
  phone: z
    .string({ error: 'phone is required' })
    .regex(/^\d{6,15}$/, { error: 'phone must be 6 to 15 digits (dial code and number)' }),
  message: ZTrimmed('message', 2000),
});
export type TCreateCustomerMessageRequest = z.infer<typeof ZCreateCustomerMessageRequest>;

export const ZCreateCustomerMessageResponse = z.object({ success: z.literal(1), message: z.string() });

export const createCustomerMessageCall = defineCall({
  ...ROUTES.createCustomerMessage,
  summary: 'A contact-form message to the clinic.',
  body: ZCreateCustomerMessageRequest,
  response: ZCreateCustomerMessageResponse,
});
