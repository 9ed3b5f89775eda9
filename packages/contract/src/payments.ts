import { z } from 'zod';
import { defineCall } from './define-call';
import { ZIdLike, ZLocalDate, ZLocalTime, ZMoney, zId } from './common';

/** Hosted-frame methods take the card on the provider's page, so no card fields are required. */
export const HOSTED_FRAME_METHODS = ['stripe_iframe', 'nedarim_ifram'] as const;

export const ZGetPaymentDetailsRequest = z.object({
  invoice_setting_id: z
    .string({ error: 'Invoice setting ID is required' })
    .trim()
    .min(1, { error: 'Invoice setting ID is required' })
    .max(64),
  date: ZLocalDate.optional(),
  start_time: ZLocalTime.optional(),
  end_time: ZLocalTime.optional(),
  treatment_id: zId('treatment_id').optional(),
  branch_id: zId('branch_id').optional(),
  treatment_price: ZMoney.optional(),
  customer_id: zId('customer_id').optional(),
  force_payment_document: z.string().max(32).optional(),
});

export const ZPaymentDetails = z.object({
  payment_detail_id: ZIdLike,
  invoice_setting_id: ZIdLike,
  payment_method: z.string(),
  provider: z.string(),
  currency: z.string(),
});
export type TPaymentDetails = z.infer<typeof ZPaymentDetails>;

export const ZGetPaymentDetailsResponse = z.object({
  sucess: z.literal(1),
  success: z.literal(1).optional(),
  data: ZPaymentDetails,
});

export const ZChargeAppointmentRequest = z.object({
  appointmentId: zId('appointmentId'),
  cardNumber: z
    .string()
    .regex(/^\d{0,16}$/, { error: 'Card number must be digits only, at most 16' })
    .optional(),
  expiryMonth: z
    .string()
    .regex(/^(0[1-9]|1[0-2])$/, { error: 'Expiry month must be 01-12' })
    .optional(),
  expiryYear: z
    .string()
    .regex(/^\d{4}$/, { error: 'Expiry year must have 4 digits' })
    .optional(),
  cvc: z
    .string()
    .regex(/^\d{3}$/, { error: 'CVC must be 3 digits' })
    .optional(),
  cardholderName: z.string().max(120).optional(),
  cardPin: z
    .string()
    .regex(/^\d{0,4}$/, { error: 'PIN must be digits only, at most 4' })
    .optional(),
  paymentDetailId: ZIdLike.optional(),
  invoiceSettingId: ZIdLike.optional(),
  paymentMethod: z.string().max(32).optional(),
  /** Ignored by the server: the amount comes from the treatment. */
  amount: ZMoney.optional(),
  docType: z.string().max(32).optional(),
});
export type TChargeAppointmentRequest = z.infer<typeof ZChargeAppointmentRequest>;

export const ZChargeAppointmentResponse = z.object({
  success: z.literal(1),
  message: z.string(),
  data: z.object({ payment_id: ZIdLike, status: z.enum(['paid']), card_brand: z.string(), card_last4: z.string() }),
});

export const ZPaymentLinkRequest = z.object({
  date: ZLocalDate,
  start_time: ZLocalTime,
  end_time: ZLocalTime,
  treatment_id: zId('treatment_id'),
  branch_id: zId('branch_id'),
  treatment_price: ZMoney.optional(),
  customer_id: zId('customer_id'),
  force_payment_document: z.string().max(32).optional(),
  /** The appointment created for this booking, when it exists already. */
  appointment_id: zId('appointment_id').optional(),
});
export const ZPaymentLinkParams = z.object({ company: z.string().regex(/^[a-z0-9_-]{1,32}$/i) });
export const ZPaymentLinkResponse = z.object({
  sucess: z.literal(1),
  redirect_url: z.string(),
  insert_id: ZIdLike,
  payment_id: ZIdLike,
});

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export const ZPaymentStatusRequest = z.object({ appointment_id: zId('appointment_id') });
export const ZPaymentStatusResponse = z.object({
  success: z.literal(1),
  status: z.enum(PAYMENT_STATUSES),
  message: z.string().optional(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

export const getPaymentDetailsCall = defineCall({
  method: 'GET',
  path: '/api/bull36/get_payment_details',
  summary: "The tenant's payment setup for an invoice setting (answers the legacy 'sucess' flag).",
  auth: 'customer',
  query: ZGetPaymentDetailsRequest,
  response: ZGetPaymentDetailsResponse,
});
export const chargeAppointmentCall = defineCall({
  method: 'POST',
  path: '/api/bull36/charge_appointment',
  summary: 'Charge a card for an appointment; the amount is decided by the server.',
  auth: 'customer',
  body: ZChargeAppointmentRequest,
  response: ZChargeAppointmentResponse,
});
export const createPaymentLinkCall = defineCall({
  method: 'POST',
  path: '/api/bull36/payment_link/:company',
  summary: 'A hosted payment page for the popup flow, by payment company id.',
  auth: 'customer',
  params: ZPaymentLinkParams,
  body: ZPaymentLinkRequest,
  response: ZPaymentLinkResponse,
});
export const getPaymentStatusCall = defineCall({
  method: 'GET',
  path: '/api/bull36/payment_status',
  summary: "Status of an appointment's payment, for the popup monitor.",
  auth: 'customer',
  query: ZPaymentStatusRequest,
  response: ZPaymentStatusResponse,
});
