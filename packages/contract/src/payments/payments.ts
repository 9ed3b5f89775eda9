import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { isHostedMethod } from './payment-methods';
import { ZIdLike, ZLocalDate, ZLocalTime, ZMoney, zId } from '../core/common';

export const INVOICE_SETTING_REQUIRED = 'Invoice setting ID is required';

/** What create_appointment answered as invoice_setting_id / payment_gateway_id: a number or a name. */
const ZSettingId = z.union([z.number().int(), z.string().max(64)]);

export const ZGetPaymentDetailsRequest = z
  .object({
    /** Required; checked below so that a missing one answers exactly the message of spec section 8. */
    invoice_setting_id: z.string().trim().max(64).optional(),
    date: ZLocalDate.optional(),
    start_time: ZLocalTime.optional(),
    end_time: ZLocalTime.optional(),
    treatment_id: zId('treatment_id').optional(),
    branch_id: zId('branch_id').optional(),
    treatment_price: ZMoney.optional(),
    customer_id: zId('customer_id').optional(),
    force_payment_document: z.string().max(32).optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.invoice_setting_id) {
      ctx.addIssue({
        code: 'custom',
        message: INVOICE_SETTING_REQUIRED,
        path: [],
        params: { errorCode: 'INVOICE_SETTING_REQUIRED' },
      });
    }
  });

export const ZPaymentDetails = z.object({
  /** The company that takes the money (a number on the legacy backend, a company name on ours). */
  payment_detail_id: ZSettingId,
  /** The clinic's billing details, which its receipts are issued under (decision 023). */
  invoice_setting_id: ZSettingId,
  /** `card` (card form, charge_appointment) or a hosted method (`stripe_iframe`): open the payment link popup. */
  payment_method: z.string(),
  provider: z.string(),
  currency: z.string(),
  /** With treatment_id: the amount the server will charge, in major units (the client's price is never used). */
  amount: ZMoney.optional(),
});

export const ZGetPaymentDetailsResponse = z.object({
  sucess: z.literal(1),
  success: z.literal(1).optional(),
  data: ZPaymentDetails,
});

export const CARD_DETAILS_REQUIRED = 'All card details and appointment ID are required';

/** Empty strings count as missing, so a half-filled form gets the one message of spec section 5. */
const optionalDigits = (pattern: RegExp, error: string) => z.string().regex(pattern, { error }).optional();

export const ZChargeAppointmentRequest = z
  .object({
    appointmentId: z.union([zId('appointmentId'), z.literal('')]).optional(),
    cardNumber: optionalDigits(/^\d{0,16}$/, 'Card number must be digits only, at most 16'),
    expiryMonth: optionalDigits(/^((0[1-9]|1[0-2]))?$/, 'Expiry month must be 01-12'),
    expiryYear: optionalDigits(/^(\d{4})?$/, 'Expiry year must have 4 digits'),
    cvc: optionalDigits(/^(\d{3})?$/, 'CVC must be 3 digits'),
    cardholderName: z.string().max(120).optional(),
    cardPin: optionalDigits(/^\d{0,4}$/, 'PIN must be digits only, at most 4'),
    paymentDetailId: ZSettingId.optional(),
    invoiceSettingId: ZSettingId.optional(),
    paymentMethod: z.string().max(32).optional(),
    /** Ignored by the server: the amount comes from the treatment. */
    amount: z.union([ZMoney, z.literal('')]).optional(),
    docType: z.string().max(32).optional(),
  })
  .superRefine((body, ctx) => {
    const hosted = isHostedMethod(body.paymentMethod);
    const card = [body.cardNumber, body.expiryMonth, body.expiryYear, body.cvc, body.cardholderName?.trim()];
    if (!body.appointmentId || (!hosted && card.some((v) => !v))) {
      ctx.addIssue({
        code: 'custom',
        message: CARD_DETAILS_REQUIRED,
        path: [],
        params: { errorCode: 'CARD_DETAILS_REQUIRED' },
      });
    }
  });
export type TChargeAppointmentRequest = z.input<typeof ZChargeAppointmentRequest>;

export const ZChargeAppointmentResponse = z.object({
  success: z.literal(1),
  message: z.string(),
  data: z.object({
    payment_id: ZIdLike,
    /** paid: card charged. pending: a hosted method; open redirect_url and poll payment_status. */
    status: z.enum(['paid', 'pending']),
    amount: ZMoney,
    currency: z.string(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    redirect_url: z.string().optional(),
  }),
});
export type TChargeAppointmentResponse = z.infer<typeof ZChargeAppointmentResponse>;

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
/** The treatment's force_paymnent_company; "0" means none. */
export const ZPaymentLinkParams = z.object({
  company: z.string().regex(/^[a-z0-9_-]{1,32}$/i, { error: 'Unknown payment company' }),
});
export const ZPaymentLinkResponse = z.object({
  sucess: z.literal(1),
  redirect_url: z.string(),
  insert_id: ZIdLike,
  payment_id: ZIdLike,
});

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
/** Money going back to the patient (refund_pending), gone back (refunded), or stuck (refund_failed: call the clinic). */
export const REFUND_STATUSES = ['refund_pending', 'refunded', 'refund_failed'] as const;
export const ZRefundStatus = z.enum(REFUND_STATUSES);
/** What became of a visit's money: nothing paid online, paid, or one of the refund statuses. */
export const MONEY_STATUSES = ['unpaid', 'paid', ...REFUND_STATUSES] as const;
export const ZMoneyStatus = z.enum(MONEY_STATUSES);
export type TMoneyStatus = z.infer<typeof ZMoneyStatus>;

export const ZPaymentStatusRequest = z.object({ appointment_id: zId('appointment_id') });
export const ZPaymentStatusResponse = z.object({
  success: z.literal(1),
  /** pending until the provider reports; failed and expired mean the appointment no longer holds its time. */
  status: z.enum(PAYMENT_STATUSES),
  paid_status: z.union([z.literal(0), z.literal(1)]),
  message: z.string().optional(),
  /** Present once the money of a visit that no longer holds its time is going back. */
  refund_status: ZRefundStatus.optional(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

export const getPaymentDetailsCall = defineCall({
  ...ROUTES.getPaymentDetails,
  summary: "The tenant's payment setup for an invoice setting (answers the legacy 'sucess' flag).",
  query: ZGetPaymentDetailsRequest,
  response: ZGetPaymentDetailsResponse,
});
export const chargeAppointmentCall = defineCall({
  ...ROUTES.chargeAppointment,
  summary: 'Charge a card for an appointment; the amount is decided by the server.',
  body: ZChargeAppointmentRequest,
  response: ZChargeAppointmentResponse,
});
export const createPaymentLinkCall = defineCall({
  ...ROUTES.createPaymentLink,
  summary: 'A hosted payment page for the popup flow, by payment company id.',
  params: ZPaymentLinkParams,
  body: ZPaymentLinkRequest,
  response: ZPaymentLinkResponse,
});
export const getPaymentStatusCall = defineCall({
  ...ROUTES.getPaymentStatus,
  summary: "Status of an appointment's payment, for the popup monitor.",
  query: ZPaymentStatusRequest,
  response: ZPaymentStatusResponse,
});
