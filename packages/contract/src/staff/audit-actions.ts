import { z } from 'zod';

/** Every action the server writes to a clinic's audit log: one name per kind of staff change. */
export const AUDIT_ACTIONS = [
  'visit.booked',
  'visit.moved',
  'visit.cancelled',
  'visit.arrived',
  'visit.completed',
  'visit.no_show',
  'visit.mark_undone',
  'time.blocked',
  'time.unblocked',
  'patient.created',
  'patient.notes_changed',
  'patient.exported',
  'patient.erased',
  'patient.self_erased',
  'series.booked',
  'series.moved',
  'series.cancelled',
  'staff.invited',
  'staff.invitation_revoked',
  'staff.joined',
  'staff.role_changed',
  'staff.removed',
  'second_factor.enabled',
  'second_factor.disabled',
  'second_factor.policy',
  'clinic.changed',
  'clinic.logo_changed',
  'clinic.home_changed',
  'branch.created',
  'branch.changed',
  'branch.archived',
  'branch.restored',
  'branch.closed',
  'branch.reopened',
  'doctor.created',
  'doctor.changed',
  'doctor.photo_changed',
  'treatment.created',
  'treatment.changed',
  'treatment.archived',
  'treatment.restored',
  'message.read',
  'message.answered',
  'payment.refunded',
  'calendar_feed.created',
  'calendar_feed.revoked',
] as const;

export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** What an audit entry was done to. */
export const AUDIT_TARGETS = [
  'appointment',
  'block',
  'branch',
  'clinic',
  'doctor',
  'message',
  'patient',
  'payment',
  'series',
  'session',
  'staff',
  'treatment',
] as const;
export const ZAuditTarget = z.enum(AUDIT_TARGETS);
export type TAuditTarget = z.infer<typeof ZAuditTarget>;
