import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZEmail, ZIdLike, ZPhoneDigits } from '../core/common';

export const GENDERS = ['male', 'female', 'other'] as const;

export const ZRegistration = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(120),
  age: z.coerce
    .number({ error: 'Age is required' })
    .int({ error: 'Please enter a valid age (1-120)' })
    .min(1, { error: 'Please enter a valid age (1-120)' })
    .max(120, { error: 'Please enter a valid age (1-120)' }),
  gender: z.enum(GENDERS, { error: 'Gender is required' }),
  email: z.union([z.literal(''), ZEmail]).optional(),
});

export const ZSendOtpRequest = z.object({
  phone: ZPhoneDigits,
  not_exist: z.union([z.literal(1), z.literal('1'), z.literal(0), z.literal('0')]).optional(),
  name: z.string().max(120).optional(),
  email: z.string().max(254).optional(),
  age: z.union([z.number(), z.string().max(3)]).optional(),
  gender: z.string().max(10).optional(),
});
export type TSendOtpRequest = z.infer<typeof ZSendOtpRequest>;

export const ZSendOtpResponse = z.object({
  success: z.literal(1),
  message: z.string(),
  customer_id: ZIdLike.nullable(),
  not_exist: z.union([z.literal(0), z.literal(1)]),
  /** Present only in the legacy reading with a test number; never sent by this server in production. */
  otp: z.string().optional(),
  /** Demo servers only: the code, for the code step to show, since no real WhatsApp message carries it. */
  demo_code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  /**
   * A registration's proof of who sent it: verify_otp creates the customer with these details only when it
   * brings the same ticket back, so a stranger's details never become the owner's profile.
   */
  registration_ticket: z.string().optional(),
});
export type TSendOtpResponse = z.infer<typeof ZSendOtpResponse>;

export const ZVerifyOtpRequest = z.object({
  phone: ZPhoneDigits,
  otp: z.string({ error: 'Please enter a valid 6-digit verification code' }).regex(/^\d{6}$/, {
    error: 'Please enter a valid 6-digit verification code',
  }),
  /** The registration_ticket send_otp answered, when this code came with registration details. */
  registration_ticket: z.string().max(100).optional(),
});
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZCustomerData = z.object({
  id: ZIdLike,
  name: z.string().nullish(),
  phone: z.string(),
  email: z.string().nullish(),
  age: z.number().nullish(),
  gender: z.string().nullish(),
});
export type TCustomerData = z.infer<typeof ZCustomerData>;

export const ZVerifyOtpResponse = z.object({
  success: z.literal(1),
  message: z.string(),
  cust_id: ZIdLike.optional(),
  customerId: ZIdLike.optional(),
  customer_data: ZCustomerData,
  token: z.string(),
});
export type TVerifyOtpResponse = z.infer<typeof ZVerifyOtpResponse>;

export const ZLogoutResponse = z.object({ success: z.literal(1), message: z.string() });

export const ZOutboxRequest = z.object({ phone: ZPhoneDigits });
/** Every WhatsApp message to the phone, newest first: codes (`otp`, with `code`) and messages about visits. */
export const ZOutboxResponse = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    kind: z.enum(['otp', 'confirmation', 'reminder', 'waitlist_offer', 'reply']),
    text: z.string(),
    code: z.string().optional(),
    appointment_id: z.number().int().optional(),
    sent_at: z.string(),
  }),
);
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;

export const sendOtpCall = defineCall({
  ...ROUTES.sendOtp,
  summary: 'Send a one-time code by WhatsApp; with registration fields, create the customer first.',
  body: ZSendOtpRequest,
  response: ZSendOtpResponse,
});
export const verifyOtpCall = defineCall({
  ...ROUTES.verifyOtp,
  summary: 'Check a one-time code and open a session (Authorization: Bearer token).',
  body: ZVerifyOtpRequest,
  response: ZVerifyOtpResponse,
});
export const logoutCall = defineCall({
  ...ROUTES.logout,
  summary: 'Revoke the current session.',
  response: ZLogoutResponse,
});
export const devOutboxCall = defineCall({
  ...ROUTES.devOutbox,
  summary: 'Development only: messages the console WhatsApp provider would have sent, newest first.',
  query: ZOutboxRequest,
  response: ZOutboxResponse,
});
