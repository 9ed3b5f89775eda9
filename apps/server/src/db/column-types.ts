import type { TAuditTarget } from '@clinic/contract/staff/audit-actions';
import type { PAYMENT_STATES } from '@clinic/contract/staff/staff-inbox';

/**
 * The values of the schema's state columns (text in the database, typed here so the code compares and writes only
 * these). Roles and audit actions are the contract's (`TStaffRole`, `TAuditAction`).
 */

/** A visit: active; cancelled (by the patient or staff); expired (an unpaid hold ran out). */
export type VisitState = 'active' | 'cancelled' | 'expired';
/** Who cancelled a visit: the patient (the site, a WhatsApp reply, their erasure) or the clinic's staff. */
export type CancelledBy = 'patient' | 'staff';

/** What the front desk marked on a visit; null until then. */
export type Attendance = 'arrived' | 'completed' | 'no_show';

/**
 * Where a visit is in its life, read from its row (`visit_life_state` in drizzle/0029_visit_events.sql): held (an
 * unpaid hold), booked, confirmed (by the patient), arrived, completed, no_show, cancelled or expired.
 */
export type VisitLifeState =
  'held' | 'booked' | 'confirmed' | 'arrived' | 'completed' | 'no_show' | 'cancelled' | 'expired';

/**
 * Who changes a visit, named with every change (`appointments.changed_by`, copied into `visit_events.actor`): a
 * patient, a staff member, or the system and what in it (a payment, the hold sweep, an import).
 */
export type VisitActor = `patient:${number}` | 'staff' | `staff:${number}` | `system:${string}`;

/**
 * What one change of a visit was (`visit_events.kind`): its first state when made (held, booked, or another when
 * imported), or moved, paid, unpaid, patient_changed, confirmed, unconfirmed, arrived, completed, no_show,
 * attendance_cleared, hold_changed, cancelled, expired, restored.
 */
export type VisitEventKind =
  | VisitLifeState
  | 'moved'
  | 'paid'
  | 'unpaid'
  | 'patient_changed'
  | 'unconfirmed'
  | 'attendance_cleared'
  | 'hold_changed'
  | 'restored';

/**
 * A payment. processing: a card charge is in flight; pending: a hosted page is open; paid; failed; expired (the
 * hold ran out); refund_due: money arrived for a visit that no longer holds its time; refund_pending: the visit
 * was cancelled and its money is going back; refunded; refund_failed: the provider kept refusing the refund and
 * the clinic must act. refund_due and refund_pending are owed: the refunds sweep returns them.
 */
export type PaymentStatus = (typeof PAYMENT_STATES)[number];

/** A WhatsApp message the clinic sends, by what it is. */
export type MessageKind = 'confirmation' | 'reminder' | 'waitlist_offer' | 'reply';

/** A WhatsApp message on its way out. */
export type MessageState = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

/** A patient's place on a waitlist: waiting; booked; cancelled; expired (its days passed). */
export type WaitlistEntryState = 'waiting' | 'booked' | 'cancelled' | 'expired';

/** A freed time offered to a waiting patient: live (held for them); expired; ended (their entry was settled). */
export type WaitlistOfferState = 'live' | 'expired' | 'ended';

/** A doctor listed on the site ('1') or hidden ('0'), as the legacy wire says. */
export type DoctorStatus = '1' | '0';

/** What an audit entry is about. */
export type AuditTarget = TAuditTarget;

/** A webhook endpoint: active; paused (it failed for 24 hours, until an owner resumes it); removed. */
export type WebhookEndpointState = 'active' | 'paused' | 'removed';

/** One event to one endpoint: pending (being tried); delivered (a 2xx came back); failed (24 hours of tries did not); paused. */
export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed' | 'paused';
