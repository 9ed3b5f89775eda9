/**
 * Every error the API answers: a stable machine code and its HTTP status. Clients choose what to show from the
 * code (texts per language in error-texts/), never from the message, which is for people reading the wire.
 */
export const ERROR_STATUS = {
  // Requests the server cannot read.
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  CONTROL_CHARACTERS: 400,
  TEXT_NOT_WELL_FORMED: 400,
  WEBHOOK_SIGNATURE_INVALID: 401,
  WEBHOOK_VERIFY_REFUSED: 403,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  // Tenant and session.
  TENANT_TOKEN_MISSING: 401,
  TENANT_TOKEN_UNKNOWN: 401,
  TENANT_NOT_FOUND: 404,
  SESSION_MISSING: 401,
  SESSION_INVALID: 401,
  NOT_YOUR_APPOINTMENT: 403,
  LOOPBACK_ONLY: 403,
  // Phone login.
  PHONE_INVALID: 400,
  REGISTRATION_INVALID: 400,
  REGISTRATION_REQUIRED: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_LOCKED: 429,
  OTP_SEND_LIMIT: 429,
  OTP_VERIFY_LIMIT: 429,
  OTP_SEND_FAILED: 502,
  // Catalog.
  TREATMENT_NOT_FOUND: 404,
  DOCTOR_NOT_FOUND: 404,
  CLINIC_NOT_FOUND: 404,
  BRANCH_UNKNOWN: 400,
  TREATMENT_UNKNOWN: 400,
  TREATMENT_NOT_AT_BRANCH: 400,
  // Booking and changes.
  TIME_NOT_ON_STEP: 400,
  TIME_OUT_OF_DAY: 400,
  START_AT_DAY_END: 400,
  END_BEFORE_START: 400,
  TIME_SKIPPED_BY_CLOCK: 400,
  TIME_PASSED: 400,
  OUTSIDE_BOOKING_WINDOW: 400,
  NOTICE_TOO_SHORT: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 400,
  SLOT_TAKEN: 409,
  PATIENT_BUSY: 409,
  TIME_HELD: 409,
  DOCTOR_BUSY: 409,
  DOCTOR_CHANGE_NEEDED: 409,
  OVERBOOK_NEEDS_DOCTOR: 400,
  DOCTOR_NOT_AT_BRANCH: 400,
  TOO_MANY_UPCOMING: 429,
  TOO_MANY_UNPAID: 429,
  VISIT_AWAITING_PAYMENT: 409,
  WAITLIST_LIMIT: 429,
  APPOINTMENT_NOT_FOUND: 404,
  APPOINTMENT_CANCELLED: 409,
  APPOINTMENT_NOT_ACTIVE: 409,
  APPOINTMENT_STARTED: 409,
  APPOINTMENT_PAID: 409,
  CANCEL_REFUSED: 409,
  TOO_LATE_TO_CANCEL: 409,
  TOO_LATE_TO_MOVE: 409,
  SERIES_CONFLICT: 409,
  SERIES_NOT_FOUND: 404,
  CALENDAR_FEED_LIMIT: 429,
  INSIGHTS_RANGE_INVALID: 400,
  // Family members.
  FAMILY_MEMBER_NOT_FOUND: 404,
  NOT_YOUR_FAMILY_MEMBER: 403,
  FAMILY_MEMBERS_LIMIT: 409,
  FAMILY_MEMBER_HAS_VISITS: 409,
  // Payments.
  PAYMENT_COMPANY_UNAVAILABLE: 400,
  CARD_PAYMENTS_UNAVAILABLE: 400,
  PAID_ON_PAYMENT_PAGE: 400,
  NO_PAYMENT_COMPANY: 400,
  NO_PAYMENT_PAGE: 400,
  PAYMENT_DETAILS_FAILED: 400,
  INVOICE_SETTING_REQUIRED: 400,
  CARD_DETAILS_REQUIRED: 400,
  CARD_NUMBER_INVALID: 400,
  CARD_EXPIRED: 400,
  CARD_EXPIRY_INVALID: 400,
  PAYMENT_DECLINED: 400,
  PAYMENT_DECLINED_CANCELLED: 400,
  ALREADY_PAID: 409,
  BOOKING_EXPIRED: 409,
  BOOKING_NOT_ACTIVE: 409,
  PAYMENT_IN_PROGRESS: 409,
  PAID_AFTER_BOOKING_ENDED: 409,
  NO_APPOINTMENT_FOR_PAYMENT: 404,
  APPOINTMENT_OTHER_TREATMENT: 400,
  PAYMENT_FAILED: 502,
  PAYMENT_PROVIDER_FAILED: 502,
  // Contact form.
  CONTACT_LIMIT: 429,
  // Staff workspace.
  STAFF_LOGIN_FAILED: 401,
  STAFF_LOGIN_LOCKED: 429,
  STAFF_SESSION_MISSING: 401,
  STAFF_SESSION_INVALID: 401,
  STAFF_FORBIDDEN: 403,
  PATIENT_NOT_FOUND: 404,
  PATIENT_EXISTS: 409,
  ATTENDANCE_TOO_EARLY: 409,
  ATTENDANCE_DAY_OVER: 409,
  CHECK_IN_INVALID: 400,
  CHECK_IN_NOT_TODAY: 409,
  BLOCK_HAS_VISITS: 409,
  BLOCK_NOT_FOUND: 404,
  BLOCK_RANGE_INVALID: 400,
  SECOND_FACTOR_INVALID: 400,
  SECOND_FACTOR_LOCKED: 429,
  SECOND_FACTOR_REQUIRED: 403,
  SECOND_FACTOR_NOT_STARTED: 409,
  SECOND_FACTOR_KEPT_BY_CLINIC: 409,
  SECOND_FACTOR_ALREADY_ON: 409,
  AGENDA_STREAM_LIMIT: 429,
  // Webhooks (owners).
  WEBHOOK_URL_INVALID: 400,
  WEBHOOK_URL_PRIVATE: 400,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_LIMIT: 409,
  // Clinic setup (owners), inbox and payments.
  BRANCH_NOT_FOUND: 404,
  DOCTOR_UNKNOWN: 400,
  HOURS_OVERLAP: 400,
  DURATION_INVALID: 400,
  TIME_ZONE_INVALID: 400,
  LANGUAGE_NOT_OFFERED: 400,
  NAME_NEEDS_MAIN_LANGUAGE: 400,
  REMINDERS_INVALID: 400,
  EMERGENCY_NUMBER_INVALID: 400,
  CURRENCY_INVALID: 400,
  EMBED_ORIGIN_INVALID: 400,
  EMBED_ORIGIN_NOT_HTTPS: 400,
  MESSAGE_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  DOCUMENT_LINK_EXPIRED: 410,
  PAYMENT_NOT_REFUNDABLE: 409,
  NOTHING_TO_REFUND: 409,
  REFUND_ABOVE_LEFT: 422,
  REFUND_CANCEL_NOT_ALL: 422,
  DESK_PAYMENT_ABOVE_DUE: 422,
  // Staff accounts (owners) and invitations.
  STAFF_MEMBER_NOT_FOUND: 404,
  STAFF_EMAIL_TAKEN: 409,
  DOCTOR_LINK_REQUIRED: 400,
  LAST_OWNER: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  // Pictures, home page and closures.
  IMAGE_TYPE_UNSUPPORTED: 415,
  IMAGE_UNREADABLE: 400,
  IMAGE_TOO_LARGE: 413,
  CLOSURE_RANGE_INVALID: 400,
  CLOSURE_NOT_FOUND: 404,
  // The service itself.
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  // Data rights (decision 013).
  ERASURE_CODE_REQUIRED: 403,
  PATIENT_ERASED: 409,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]];
export const isErrorCode = (value: unknown): value is TErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/**
 * Values a text puts in its place ("in {minutes} minutes"), and the request field a refusal is about
 * (`schedule.1.end`), so a form can point at it. Their schema is ZErrorParams (common.ts).
 */
/** A date of a series that cannot be booked, and the nearest time that day its doctor could take (null: none). */
export type TSeriesConflict = { date: string; nearest_time: string | null };
export type TErrorParams = {
  /** A wait before trying again (STAFF_LOGIN_LOCKED), also sent as the Retry-After header. */
  seconds?: number;
  minutes?: number;
  count?: number;
  hours?: number;
  field?: string;
  conflicts?: TSeriesConflict[];
  /** Another doctor free at the asked time, when the visit's own is not (DOCTOR_CHANGE_NEEDED). */
  doctor_id?: number;
  doctor?: string;
};

/** One language's text of every code: a sentence, or a sentence made from the answer's params. */
export type ErrorTexts = Record<TErrorCode, string | ((params: TErrorParams) => string)>;

/** The text of `code` in one language. */
export function errorText(texts: ErrorTexts, code: TErrorCode, params: TErrorParams = {}): string {
  const text = texts[code];
  return typeof text === 'function' ? text(params) : text;
}
