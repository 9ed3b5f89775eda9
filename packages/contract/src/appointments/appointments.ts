import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZIdLike, ZLocalDate, ZLocalTime, ZMoney, zId } from '../core/common';
import { ZMoneyStatus } from '../payments/payments';
import { ZVisitRefund } from './cancel-terms';

export const ZCreateAppointmentRequest = z.object({
  branch: zId('branch'),
  date: ZLocalDate,
  start_time: ZLocalTime,
  end_time: ZLocalTime,
  appointments_type_id: zId('appointments_type_id'),
  cust_id: zId('cust_id').optional(),
  /** The family member (GET /api/family) the visit is for; none: the account holder themself. */
  family_member_id: zId('family_member_id').optional(),
  /**
   * The doctor the patient chose: booked with them or refused (DOCTOR_NOT_AT_BRANCH when they do not give the
   * treatment at the branch, SLOT_TAKEN when they are not free then). None: any doctor free for the whole time.
   */
  doctor_id: zId('doctor_id').optional(),
  /**
   * Without doctor_id: the doctor the chosen time named (get_available_time's `doctor_id`), booked when still free
   * then; otherwise any doctor free for the whole time, as without it.
   */
  preferred_doctor_id: zId('preferred_doctor_id').optional(),
});
export type TCreateAppointmentRequest = z.input<typeof ZCreateAppointmentRequest>;

export const ZCreatedAppointment = z.object({
  insert_id: ZIdLike.optional(),
  appointment_id: ZIdLike.optional(),
  id: ZIdLike.optional(),
  payment_gateway_id: z.union([z.string(), z.number()]).nullish(),
  /** The clinic's billing details its receipts are issued under (decision 023); null when nothing is paid online. */
  invoice_setting_id: z.union([z.string(), z.number()]).nullish(),
  payment_method: z.string().nullish(),
  appoiment_type_price: ZMoney.nullish(),
  document_type: z.string().nullish(),
  /** The booked time as the server stored it: end_time is recomputed from the treatment's duration. */
  date: z.string().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  /** The doctor who will see the patient (the chosen one, or the one the server assigned). */
  doctor_id: z.number().int().optional(),
  /** The visit's signed check-in code (as My appointments lists it): the confirmation shows its short code. */
  check_in_code: z.string().optional(),
});
export type TCreatedAppointment = z.infer<typeof ZCreatedAppointment>;

export const ZCreateAppointmentResponse = z.object({
  success: z.literal(1),
  message: z.string(),
  data: ZCreatedAppointment,
});
export type TCreateAppointmentResponse = z.infer<typeof ZCreateAppointmentResponse>;

export const BOOKING_TYPES = ['my_booking', 'upcoming'] as const;
export const ZBookingType = z.enum(BOOKING_TYPES, { error: 'booking_type must be my_booking or upcoming' });
export type TBookingType = z.infer<typeof ZBookingType>;

export const ZGetAppointmentListRequest = z.object({
  cust_id: zId('cust_id'),
  booking_type: ZBookingType.default('my_booking'),
});

export const ZListedAppointment = z.object({
  id: ZIdLike,
  appointments_type_id: ZIdLike,
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  branch: ZIdLike,
  cancle_status: z.union([z.number(), z.string()]),
  /**
   * What became of the visit: active, cancelled (by the patient, the clinic or a declined payment), or expired (an
   * unpaid hold whose time to pay ran out). Absent from backends that only say cancle_status.
   */
  status: z.enum(['active', 'cancelled', 'expired']).optional(),
  paid_status: z.union([z.number(), z.string()]),
  /** Whether payment is still due for this visit (forced-payment treatment, unpaid). */
  payment_due: z.union([z.literal(0), z.literal(1)]).optional(),
  /** What became of the money paid online for this visit: paid, then refunded when it is cancelled. */
  payment_status: ZMoneyStatus.optional(),
  /** A cancelled visit that had money: what came back (or is coming back) and what the clinic kept. */
  refund: ZVisitRefund.optional(),
  /**
   * 0 when the patient may no longer cancel or move this visit on the site: it is inside the clinic's notice
   * before it starts (the clinic takes such changes itself). Absent from backends without the rule.
   */
  can_change: z.union([z.literal(0), z.literal(1)]).optional(),
  /** 1 when the patient confirmed this visit's time (a WhatsApp reply); a moved visit is unconfirmed again. */
  confirmed: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Whose visit it is: a family member of the account (their id and name), or null for the account holder. */
  family_member: z.object({ id: z.number().int(), name: z.string() }).nullish(),
  /** 1 when the visit is part of a recurring series the clinic booked. Absent from backends without series. */
  in_series: z.union([z.literal(0), z.literal(1)]).optional(),
  /** An active visit's signed check-in code: its QR carries it, and the front desk scans it to mark arrival. */
  check_in_code: z.string().optional(),
  /** The doctor who will see (or saw) the patient; their name is in the answer's `doctors`. */
  doctor_id: z.number().int().optional(),
});
export type TListedAppointment = z.infer<typeof ZListedAppointment>;

export const ZGetAppointmentListResponse = z.object({
  success: z.literal(1),
  data: z.object({
    appointments: z.array(ZListedAppointment),
    types: z.record(z.string(), z.object({ name: z.string() })),
    branches: z.record(z.string(), z.object({ branch_name: z.string(), address: z.string().nullish() })),
    /** The visits' doctors by id, in the asked language. Absent from backends that do not name them. */
    doctors: z.record(z.string(), z.object({ name: z.string() })).optional(),
  }),
});
export type TGetAppointmentListResponse = z.infer<typeof ZGetAppointmentListResponse>;

export const ZCancelAppointmentRequest = z.object({
  cust_id: zId('cust_id'),
  appointment_id: zId('appointment_id'),
  user: z.string().max(64).optional(),
});
export const ZUpdateAppointmentRequest = z.object({
  appointment_id: zId('appointment_id'),
  date: ZLocalDate,
  start_time: ZLocalTime,
  end_time: ZLocalTime,
  user: z.string().max(64).optional(),
  /**
   * The doctor the patient agreed to see at the new time when the visit's own is not free then (the doctor a
   * DOCTOR_CHANGE_NEEDED answer named). Without it a move keeps the visit's doctor or is refused.
   */
  doctor_id: zId('doctor_id').optional(),
});
export const ZPlainResponse = z.object({ success: z.literal(1), message: z.string() });
export const ZCancelAppointmentResponse = ZPlainResponse.extend({
  /** The visit had money: what its cancel gives back (or is giving back) and what the clinic keeps. */
  refund: ZVisitRefund.optional(),
});

export const createAppointmentCall = defineCall({
  ...ROUTES.createAppointment,
  summary:
    'Book a treatment at a branch with the chosen doctor (doctor_id), or any doctor free for the whole time. Idempotency-Key supported.',
  body: ZCreateAppointmentRequest,
  response: ZCreateAppointmentResponse,
});
export const getAppointmentListCall = defineCall({
  ...ROUTES.getAppointmentList,
  summary: "The customer's past (my_booking) or upcoming appointments.",
  query: ZGetAppointmentListRequest,
  response: ZGetAppointmentListResponse,
});
export const cancelAppointmentCall = defineCall({
  ...ROUTES.cancelAppointment,
  summary:
    "Cancel an own, active, future appointment, up to the clinic's notice before it starts (an unpaid hold: until it starts); its payment is refunded less the treatment's cancellation fee (GET cancel_terms says how much first).",
  body: ZCancelAppointmentRequest,
  response: ZCancelAppointmentResponse,
});
export const updateAppointmentCall = defineCall({
  ...ROUTES.updateAppointment,
  summary: "Move an own, active, unpaid appointment to another free time, up to the clinic's notice before it starts.",
  body: ZUpdateAppointmentRequest,
  response: ZPlainResponse,
});
