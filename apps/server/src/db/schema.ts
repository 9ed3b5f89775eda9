import type { TStaffRole } from '@clinic/contract/staff/staff';
import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import type { TWebhookEvent } from '@clinic/contract/webhooks/staff-webhooks';
import type { TDocumentType } from '@clinic/contract/documents/document-types';
import type {
  Attendance,
  AuditTarget,
  CancelledBy,
  WebhookDeliveryState,
  WebhookEndpointState,
  DoctorStatus,
  MessageKind,
  MessageState,
  PaymentStatus,
  VisitActor,
  VisitEventKind,
  VisitLifeState,
  VisitState,
  WaitlistEntryState,
  WaitlistOfferState,
} from './column-types';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Text a clinic writes in each language it serves: a missing language falls back to the clinic's default, then
 * English, then whichever language has it (a clinic set up in Hebrew may have no English text).
 */
export type Localized = { en?: string; he?: string; ar?: string; ru?: string };

export type WeeklyRange = { day: number; start: string; end: string };
export type WorkingRange = WeeklyRange & { branchId: number };
export type BlockRange = { branchId?: number; date: string; start: string; end: string };

export type TemplateContent = {
  bannerImages: string[];
  bannerHeadings: Localized[];
  bannerDescriptions: Localized[];
  /** Where each banner leads (a web address or a page of the site); null: nowhere. */
  bannerLinks?: Array<string | null>;
  aboutHeading?: Localized;
  aboutDescription?: Localized;
  aboutImage?: string;
  contactPhone?: string;
  contactEmail?: string;
  contactAddress?: Localized;
};

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Every tenant table leads its keys with tenant_id (see docs/decisions/001-tenant-keys.md).

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  lang: text('lang').notNull().default('en'),
  timeZone: text('time_zone').notNull(),
  activeToken: text('active_token').notNull().unique(),
  email: text('email'),
  phone: text('phone'),
  address: jsonb('address').$type<Localized>(),
  profileImage: text('profile_image'),
  ownerId: integer('owner_id'),
  doctorTemplateId: integer('doctor_template_id'),
  template: jsonb('template').$type<TemplateContent>().notNull(),
  /** A patient may cancel or move a visit online until this many hours before it starts; 0: until it starts. */
  cancelNoticeHours: integer('cancel_notice_hours').notNull().default(0),
  /** Patients may book from today up to this many days ahead (the clinic's calendar). */
  bookingWindowDays: integer('booking_window_days').notNull().default(30),
  /** Patients may book or move a visit only this many minutes before it starts, or earlier; staff any time. */
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(0),
  /** Minutes an unpaid booking of a treatment paid online holds its time; null: the server's HOLD_MINUTES. */
  holdMinutes: integer('hold_minutes'),
  /** The languages the clinic's site offers; `lang` is its default among them. */
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{en,he}'::text[]`),
  /** The owner requires every staff account to log in with a second factor (TOTP). */
  staffSecondFactorRequired: boolean('staff_second_factor_required').notNull().default(false),
  /** Doctor accounts find and open every patient of the clinic; false: only those with a booked visit of theirs. */
  doctorsSeeAllPatients: boolean('doctors_see_all_patients').notNull().default(false),
  /** Reminders before each visit, in minutes; null: the server's REMINDER_MINUTES_BEFORE. */
  reminderMinutes: integer('reminder_minutes').array(),
  /** The number the site gives for a medical emergency; null: its country's (emergency-number.ts). */
  emergencyNumber: text('emergency_number'),
  /** The ISO 4217 code of the clinic's prices. */
  currency: text('currency').notNull().default('ILS'),
  /** Web origins allowed to frame the clinic's booking (/{key}/embed): its CSP frame-ancestors. */
  embedOrigins: text('embed_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const branches = pgTable(
  'branches',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    address: jsonb('address').$type<Localized>(),
    phone: text('phone'),
    email: text('email'),
    image: text('image'),
    description: jsonb('description').$type<Localized>(),
    schedule: jsonb('schedule').$type<WeeklyRange[]>().notNull().default([]),
    /** No longer offered to patients; kept (never deleted) for the visits it had. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const doctors = pgTable(
  'doctors',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    name: jsonb('name').$type<Localized>(),
    image: text('image'),
    description: jsonb('description').$type<Localized>(),
    specialty: jsonb('specialty').$type<Localized>(),
    bio: jsonb('bio').$type<Localized>(),
    education: jsonb('education').$type<Localized>(),
    experienceYears: integer('experience_years'),
    color: text('color'),
    status: text('status').$type<DoctorStatus>().notNull().default('1'),
    workingHours: jsonb('working_hours').$type<WorkingRange[]>().notNull().default([]),
    blocks: jsonb('blocks').$type<BlockRange[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const treatments = pgTable(
  'treatments',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Money in minor units (agorot). */
    priceMinor: integer('price_minor').notNull(),
    minForcePaymentMinor: integer('min_force_payment_minor'),
    cancellationMinor: integer('cancellation_minor').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(5),
    forcePay: boolean('force_pay').notNull().default(false),
    paymentCompany: text('payment_company').notNull().default('0'),
    paymentDocument: text('payment_document').notNull().default('receipt'),
    branchIds: integer('branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The doctors who may perform it; empty: any doctor of the branch. */
    doctorIds: integer('doctor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** No longer offered to patients; kept (never deleted) for the visits it had. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** When staff first opened it, and when they marked it answered; null until then. */
    readAt: timestamp('read_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const customers = pgTable(
  'customers',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** E.164 with the plus sign. */
    phone: text('phone').notNull(),
    name: text('name'),
    email: text('email'),
    age: integer('age'),
    gender: text('gender'),
    /** The clinic's own notes on this patient, for staff only: never sent to the patient. */
    staffNotes: text('staff_notes'),
    /** The language the patient's WhatsApp messages are written in (en | he); null: the clinic's language. */
    lang: text('lang'),
    createdAt: createdAt(),
    /**
     * When the patient's data was erased (decision 013): the row stays for the visits and payments the clinic keeps,
     * with an anonymous marker for its name and phone.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('customers_tenant_phone').on(t.tenantId, t.phone)],
);

/** Registration details kept with a code until it is verified, with the hash of the ticket its sender holds. */
export type PendingRegistration = {
  name: string;
  email: string | null;
  age: number;
  gender: string;
  ticketHash: string;
};

export const otpCodes = pgTable(
  'otp_codes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** A new patient's details, written to the customer only when this code is verified. */
    registration: jsonb('registration').$type<PendingRegistration>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('otp_codes_tenant_phone').on(t.tenantId, t.phone, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the patient last entered a fresh WhatsApp code in this session to confirm erasure (decision 013). */
    codeConfirmedAt: timestamp('code_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * A person a patient books for under their own phone account (a child, a parent): removed members stay, with
 * removedAt, so past visits still name them.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The account holder (customers.id) whose phone and session this member is booked under. */
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    /** male | female | other */
    gender: text('gender').notNull(),
    /** child | spouse | parent | sibling | other */
    relation: text('relation').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The key appointments refer to: a visit's member is always one of its own account's.
    unique('family_members_tenant_customer_id').on(t.tenantId, t.customerId, t.id),
  ],
);

/**
 * Overlapping active appointments of one doctor are refused by an exclusion constraint
 * written in SQL (drizzle/0001_no_double_booking.sql, narrowed to ordinary visits in 0026_overbook.sql), since
 * Drizzle cannot express EXCLUDE.
 * One person's overlapping visits (the account holder's, or one family member's) are refused too
 * (appointments_patient_no_overlap, hand-written in the family members' migration).
 */
export const appointments = pgTable(
  'appointments',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** The family member the visit is for; null: the account holder themself. */
    familyMemberId: bigint('family_member_id', { mode: 'number' }),
    branchId: integer('branch_id').notNull(),
    treatmentId: integer('treatment_id').notNull(),
    doctorId: integer('doctor_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** active | cancelled | expired */
    status: text('status').$type<VisitState>().notNull().default('active'),
    paidStatus: integer('paid_status').notNull().default(0),
    priceMinor: integer('price_minor').notNull(),
    /** Unpaid forced-payment appointments hold their time until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why staff cancelled it (a patient's own cancel has none). */
    cancelReason: text('cancel_reason'),
    /** Who cancelled it; null: not cancelled, a failed payment freed it, or cancelled before this was kept. */
    cancelledBy: text('cancelled_by').$type<CancelledBy>(),
    /** What the front desk marked: arrived | completed | no_show; null until then. */
    attendance: text('attendance').$type<Attendance>(),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    /** When the patient confirmed this time (a WhatsApp reply); cleared when the visit moves. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The Idempotency-Key of the create_appointment call that made it, and what that call answered: a retry
     * answers the same. On the row itself, so a booking and its key are one insert (one round trip).
     */
    idempotencyKey: text('idempotency_key'),
    bookingAnswer: jsonb('booking_answer'),
    /** The recurring series staff booked it in (appointment_series); null: a single visit. */
    seriesId: bigint('series_id', { mode: 'number' }),
    /** The patient booked it on the clinic's site (or its own website's booking); false: staff booked it. */
    bookedOnline: boolean('booked_online').notNull().default(false),
    /**
     * Staff squeezed it in on purpose (a full time, a block, outside the hours): outside the doctor's exclusion
     * constraint and the blocked-time trigger (drizzle/0026_overbook.sql, decision 018). Ordinary visits still
     * never overlap each other; the patient's own constraint holds for every visit.
     */
    overbook: boolean('overbook').notNull().default(false),
    /** Staff's note on this visit for the doctor ("pain lower left molar"); null: none. Never shown to the patient. */
    visitNote: text('visit_note'),
    /** How many changes the visit has had: its last event's sequence (visit_events), kept by the database. */
    eventSequence: integer('event_sequence').notNull().default(0),
    /**
     * Who makes the change being written ("patient:12", "staff:3", "system:hold-expiry"): required by the database
     * with every change of the visit's life, and never kept (always null when read): the next change names its own.
     */
    changedBy: text('changed_by').$type<VisitActor>(),
    /** Who made the visit's last change (its last event's actor), kept by the database. */
    lastChangedBy: text('last_changed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('appointments_tenant_series')
      .on(t.tenantId, t.seriesId, t.startsAt)
      .where(sql`${t.seriesId} is not null`),
    foreignKey({
      name: 'appointments_series',
      columns: [t.tenantId, t.seriesId],
      foreignColumns: [appointmentSeries.tenantId, appointmentSeries.id],
    }),
    foreignKey({
      name: 'appointments_family_member',
      columns: [t.tenantId, t.customerId, t.familyMemberId],
      foreignColumns: [familyMembers.tenantId, familyMembers.customerId, familyMembers.id],
    }),
    uniqueIndex('appointments_idempotency_key').on(t.tenantId, t.customerId, t.idempotencyKey),
    index('appointments_tenant_customer').on(t.tenantId, t.customerId, t.startsAt),
    index('appointments_tenant_branch_time').on(t.tenantId, t.branchId, t.startsAt),
    // Active visits by start across clinics: the reminder planner reads the next day's.
    index('appointments_active_start')
      .on(t.startsAt)
      .where(sql`${t.status} = 'active'`),
    // The agenda's visits of a branch that overlap a day or a week (agenda.repository.ts), found from both ends of
    // the range: the btree above bounds only the start, so it read every earlier visit of the branch too.
    index('appointments_tenant_branch_during').using(
      'gist',
      t.tenantId,
      t.branchId,
      sql`tstzrange(${t.startsAt}, ${t.endsAt}, '[)')`,
    ),
  ],
);

/**
 * The life of each visit, one row per change, written by the database itself as the visit's row changes (trigger
 * `appointments_visit_event`, drizzle/0029_visit_events.sql): a change without its event cannot happen. `sequence`
 * counts the visit's changes from 1; followers (messages, webhooks, feeds) act on each event once, in that order.
 */
export const visitEvents = pgTable(
  'visit_events',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind').$type<VisitEventKind>().notNull(),
    fromState: text('from_state').$type<VisitLifeState>(),
    toState: text('to_state').$type<VisitLifeState>().notNull(),
    actor: text('actor').notNull(),
    /** For a move: where the visit was and where it went (starts_at, ends_at, doctor_id before and after). */
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When its followers (messages, webhooks) were told; null: not yet (the sweep tells them). */
    followedAt: timestamp('followed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('visit_events_visit_sequence').on(t.tenantId, t.appointmentId, t.sequence),
    index('visit_events_unfollowed')
      .on(t.tenantId, t.appointmentId, t.sequence)
      .where(sql`${t.followedAt} is null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('ILS'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The provider's id of the charge or of its hosted page (Stripe: the Checkout Session). */
    providerRef: text('provider_ref'),
    /** The provider's id of the money taken, when it differs from providerRef (Stripe: the PaymentIntent). */
    chargeRef: text('charge_ref'),
    /** The provider's id of the refund, once made. */
    refundRef: text('refund_ref'),
    /** Money given back so far (minor unit); the payment is refunded once it is all of amountMinor. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The refund owed now (minor unit), while refund_due or refund_pending; null: all that is left. */
    refundOwedMinor: integer('refund_owed_minor'),
    /** Why staff gave money back (the last refund). */
    refundReason: text('refund_reason'),
    /** Refund attempts started; bounded (see modules/payments/refunds.service.ts). */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    /** When the next refund attempt may start; null: at once. */
    refundNextAt: timestamp('refund_next_at', { withTimezone: true }),
    /** Why the last refund attempt failed, for the clinic. */
    refundError: text('refund_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('payments_tenant_appointment').on(t.tenantId, t.appointmentId),
    // Small: only the refunds still owed, which the background sweep reads across tenants.
    index('payments_refunds_owed')
      .on(t.tenantId, t.refundNextAt)
      .where(sql`${t.status} in ('refund_due', 'refund_pending')`),
  ],
);

/** Provider callbacks already applied, so the same callback twice changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The clinic's own people: owner, reception or doctor (linked to one doctor row). One login per clinic. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** owner | reception | doctor */
    role: text('role').$type<TStaffRole>().notNull(),
    doctorId: integer('doctor_id'),
    /** scrypt, in the self-describing form of modules/staff/passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32): set when enrolment starts, in force from totpEnabledAt on. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** SHA-256 hashes of the unused recovery codes. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('staff_accounts_tenant_email').on(t.tenantId, t.email),
  ],
);

/**
 * An owner's invitation to join the clinic's staff: a single-use link (only its token's SHA-256 is kept) that
 * lets the invitee choose their name and password until it expires.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** Lower case. */
    email: text('email').notNull(),
    /** owner | reception | doctor */
    role: text('role').$type<TStaffRole>().notNull(),
    doctorId: integer('doctor_id'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: bigint('invited_by', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the invitee chose their password (the link then opens nothing), or the owner withdrew it. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('staff_invitations_tenant_email').on(t.tenantId, t.email)],
);

/** Staff sessions, apart from patients' (a patient's token opens nothing here, and the other way round). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The password was right; the second factor is still owed (the session opens nothing until then). */
    secondFactorPending: boolean('second_factor_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * Time staff took out of the calendar: one doctor's, or a whole branch's when doctorId is null. A trigger
 * (drizzle/0008_staff_workspace.sql) refuses an active visit inside a block, whoever writes it.
 */
export const timeBlocks = pgTable(
  'time_blocks',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    branchId: integer('branch_id').notNull(),
    doctorId: integer('doctor_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    /** Shared by the weekly repeats of one blocked time (a lunch every Monday); null for a block on its own. */
    seriesKey: text('series_key'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('time_blocks_tenant_time').on(t.tenantId, t.startsAt),
    index('time_blocks_tenant_series').on(t.tenantId, t.seriesKey),
  ],
);

/**
 * WhatsApp messages to patients (confirmations, reminders, replies), one row each; the job queue delivers them
 * (docs/decisions/009-message-jobs.md). Times are the app's clock, except `claimedUntil` (the database's).
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    appointmentId: bigint('appointment_id', { mode: 'number' }),
    /** confirmation | reminder | waitlist_offer | reply */
    kind: text('kind').$type<MessageKind>().notNull(),
    /** What it says: booked | moved | cancelled (confirmation), the offset in minutes (reminder), a reply's result. */
    topic: text('topic').notNull(),
    /** E.164, as the customer's phone was when the message was made. */
    phone: text('phone').notNull(),
    lang: text('lang').notNull(),
    /** The visit's start when the message was made: a reminder of another start is stale. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Keeps one message from being made twice (a reminder: its visit, start and offset). */
    dedupKey: text('dedup_key'),
    /** queued | sending | sent | failed | skipped */
    status: text('status').$type<MessageState>().notNull().default('queued'),
    /** A delivery under way holds the message until then, so two workers never send it at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's id of the message sent (a button reply names it). */
    providerMessageId: text('provider_message_id'),
    /** The text as sent (a reply's is written when it is made). */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('outbound_messages_dedup').on(t.tenantId, t.dedupKey),
    index('outbound_messages_phone').on(t.phone, t.createdAt),
    index('outbound_messages_appointment').on(t.tenantId, t.appointmentId),
    index('outbound_messages_provider_id').on(t.providerMessageId),
    index('outbound_messages_failed')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * WhatsApp messages received (the webhook), by the provider's message id: the same message twice acts once. Keyed
 * by the provider's id across clinics (its ids are unique), like payment_events.
 */
export const inboundMessages = pgTable('inbound_messages', {
  messageId: text('message_id').primaryKey(),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** Every staff action: who, when, what, the record before and after. Rows can be added, never changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    staffName: text('staff_name').notNull(),
    action: text('action').$type<TAuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTarget>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('audit_log_tenant_time').on(t.tenantId, t.createdAt)],
);

/**
 * A patient waiting for a treatment at a branch on one of the days date..until (wall dates of the clinic, at most
 * 8 days): when such a time is free the first in line (oldest entry) is offered it (waitlist_offers).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    branchId: integer('branch_id').notNull(),
    treatmentId: integer('treatment_id').notNull(),
    /** The doctor the patient chose: only that doctor's freed time is offered; null: any doctor's (decision 024). */
    doctorId: integer('doctor_id'),
    /** Wall dates YYYY-MM-DD (text compares them in order). */
    dateFrom: text('date_from').notNull(),
    dateUntil: text('date_until').notNull(),
    /** waiting | booked | cancelled | expired (its days passed) */
    status: text('status').$type<WaitlistEntryState>().notNull().default('waiting'),
    /** The app's clock: the order of the line. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('waitlist_entries_waiting')
      .on(t.tenantId, t.branchId, t.treatmentId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_customer').on(t.tenantId, t.customerId),
  ],
);

/**
 * A free time offered to a waiting entry, held for it until expiresAt (WAITLIST_HOLD_MINUTES): while live, no other
 * entry is offered a time of that doctor overlapping it (one live offer per freed time: the unique index); then it
 * expires and the time passes to the next in line. An entry is offered a time once.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    doctorId: integer('doctor_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** live | expired | ended (its entry was booked or cancelled) */
    status: text('status').$type<WaitlistOfferState>().notNull().default('live'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('waitlist_offers_live_time')
      .on(t.tenantId, t.doctorId, t.startsAt)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex('waitlist_offers_live_entry')
      .on(t.tenantId, t.entryId)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex('waitlist_offers_entry_time').on(t.tenantId, t.entryId, t.doctorId, t.startsAt),
  ],
);

/** A recurring visit staff booked: the same doctor, treatment and wall time every N weeks (decision 010). */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    doctorId: integer('doctor_id').notNull(),
    everyWeeks: integer('every_weeks').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * A doctor's private calendar feed: the address's token is kept only as a hash; a revoked feed answers 404.
 * A doctor has at most one live feed.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    doctorId: integer('doctor_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('calendar_feeds_token').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_doctor')
      .on(t.tenantId, t.doctorId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * A URL an owner gave for the clinic's events (decision 014). The secret signs each delivery; it is answered once,
 * when the endpoint is made. A removed endpoint is kept (its deliveries stay listed to no one) but never sent to,
 * and its secret is deleted with it (null; a check in migration 0030 holds every other endpoint to have one).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    events: text('events').array().$type<TWebhookEvent[]>().notNull(),
    includeContact: boolean('include_contact').notNull().default(false),
    secret: text('secret'),
    status: text('status').$type<WebhookEndpointState>().notNull().default('active'),
    /** The first failed attempt since the last success; null while it answers. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('webhook_endpoints_tenant_status').on(t.tenantId, t.status),
  ],
);

/** One event to one endpoint: its exact body (the same bytes on every retry) and where its attempts stand. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    endpointId: bigint('endpoint_id', { mode: 'number' }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<TWebhookEvent>().notNull(),
    /** The visit it tells of and its count of changes then: a visit's deliveries go out in that order. */
    appointmentId: bigint('appointment_id', { mode: 'number' }),
    visitSequence: integer('visit_sequence'),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'webhook_deliveries_endpoint',
      columns: [t.tenantId, t.endpointId],
      foreignColumns: [webhookEndpoints.tenantId, webhookEndpoints.id],
    }),
    uniqueIndex('webhook_deliveries_event').on(t.tenantId, t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_newest').on(t.tenantId, t.endpointId, t.id),
  ],
);

// Payment documents (decision 023).

/** The issuer's details as printed on a document, copied when it is issued. */
export type IssuerSnapshot = {
  legalName: string;
  businessNumber: string;
  address: string;
  vatRegistered: boolean;
  footer: string;
};

/** What the document says of the visit it was paid for, copied when it is issued (names in its language). */
export type VisitSnapshot = {
  appointmentId: number;
  startsAt: string;
  timeZone: string;
  treatment: string;
  doctor: string;
  branch: string;
};

/** A clinic's billing details (issue #51): who issues its payment documents, and how they are numbered. */
export const billingDetails = pgTable('billing_details', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  businessNumber: text('business_number').notNull(),
  address: text('address').notNull(),
  vatRegistered: boolean('vat_registered').notNull().default(false),
  /** VAT in basis points (1800: 18%); 0 when the clinic does not charge VAT. */
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  /** The payment document kinds it issues; a treatment asking for another gets a receipt. */
  documentTypes: jsonb('document_types').$type<TDocumentType[]>().notNull(),
  /** The first number of each kind, used until its first document is issued. */
  numberStarts: jsonb('number_starts').$type<Partial<Record<TDocumentType, number>>>().notNull(),
  footer: text('footer').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last number issued per clinic and kind: its row is locked by the issuing transaction, so numbers never skip. */
export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').$type<TDocumentType>().notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type] })],
);

/** Issued payment documents. Never changed nor deleted (a trigger refuses it, migration 0031): a credit note corrects. */
export const documents = pgTable(
  'documents',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    type: text('type').$type<TDocumentType>().notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    /** A credit note's refund at the payment company; null on a receipt. */
    refundRef: text('refund_ref'),
    /** The document a credit note corrects. */
    originalDocumentId: bigint('original_document_id', { mode: 'number' }),
    /** What was paid or given back, VAT included (minor unit); a credit note's is positive. */
    amountMinor: integer('amount_minor').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    currency: text('currency').notNull(),
    /** The payment company (desk_cash, desk_card, sandbox, stripe) and the card's brand and last four digits. */
    method: text('method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The patient's name as issued: an erasure leaves it (decision 013). */
    patientName: text('patient_name').notNull(),
    visit: jsonb('visit').$type<VisitSnapshot>().notNull(),
    language: text('language').notNull(),
    issuer: jsonb('issuer').$type<IssuerSnapshot>().notNull(),
    /** Who issued it: `built-in`, or an outside invoicing service by name. */
    issuedBy: text('issued_by').notNull(),
    /** The outside service's own number for it (an Israeli allocation number); null from the built-in issuer. */
    externalRef: text('external_ref'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('documents_number').on(t.tenantId, t.type, t.number),
    // One receipt kind per payment; credit notes, one per refund, are many.
    uniqueIndex('documents_one_per_payment')
      .on(t.tenantId, t.paymentId)
      .where(sql`${t.type} <> 'credit_note'`),
    index('documents_visit').on(t.tenantId, t.appointmentId),
    index('documents_issued').on(t.tenantId, t.issuedAt),
  ],
);
