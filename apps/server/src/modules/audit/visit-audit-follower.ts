import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import type { VisitLifeState } from '../../db/column-types';
import type { VisitEvent, VisitFollower } from '../appointments/visit-event.types';
import type { VisitAuditRepository } from './visit-audit.repository';

/** The member an event names (`staff:ID`); the patient's and the system's changes are not staff actions. */
const MEMBER_ACTOR = /^staff:(\d+)$/;

/**
 * The audit action a member's change of a visit is written as; none: a change another entry tells (a payment's
 * mark: its payment entry) or that is no staff action.
 */
export function visitActionOf(
  event: Pick<VisitEvent, 'kind' | 'fromState'>,
  overbook: boolean,
): TAuditAction | undefined {
  if (event.fromState === null) return overbook ? 'visit.overbooked' : 'visit.booked';
  switch (event.kind) {
    case 'moved':
      return overbook ? 'visit.moved_overbooked' : 'visit.moved';
    case 'cancelled':
    case 'arrived':
    case 'completed':
    case 'no_show':
      return `visit.${event.kind}`;
    case 'attendance_cleared':
      return 'visit.mark_undone';
    default:
      return undefined;
  }
}

type Place = { starts_at?: string; ends_at?: string; doctor_id?: number };
type Facts = NonNullable<Awaited<ReturnType<VisitAuditRepository['factsOf']>>>;
/** What a visit's latest entry says of it: the event it came from, and its overbook mark. */
type LastEntry = { event_id?: number; sequence?: number; overbook?: boolean };

/** A move's place as the event keeps it (instants written by the database), as the log writes instants. */
function placeOf(value: unknown): Place {
  if (typeof value !== 'object' || value === null) return {};
  const place = value as Place;
  return {
    ...(place.starts_at ? { starts_at: new Date(place.starts_at).toISOString() } : {}),
    ...(place.ends_at ? { ends_at: new Date(place.ends_at).toISOString() } : {}),
    ...(place.doctor_id !== undefined ? { doctor_id: place.doctor_id } : {}),
  };
}

const lastEntryOf = (value: unknown): LastEntry => (typeof value === 'object' && value !== null ? value : {});

/** A life state as the visit's columns say it: its status and attendance. */
function columnsOf(state: VisitLifeState) {
  return {
    status: state === 'cancelled' || state === 'expired' ? state : 'active',
    attendance: state === 'arrived' || state === 'completed' || state === 'no_show' ? state : null,
  };
}

/**
 * What the log keeps of a visit before and after one of its events: who, what and where, its status, attendance
 * and state, and the event. The visit is read as it is now; a move's places and the states come from the event,
 * the overbook mark before it from the visit's latest entry (only members overbook, and each of their changes has
 * its entry).
 */
export function visitRecordsOf(event: VisitEvent, facts: Facts) {
  const detail = (facts.detail ?? {}) as { from?: unknown; to?: unknown };
  const visit = {
    customer_id: facts.customerId,
    doctor_id: facts.doctorId,
    branch_id: facts.branchId,
    treatment_id: facts.treatmentId,
    starts_at: facts.startsAt.toISOString(),
    ends_at: facts.endsAt.toISOString(),
  };
  const after = {
    ...visit,
    ...placeOf(detail.to),
    ...columnsOf(event.toState),
    cancel_reason: facts.cancelReason,
    overbook: facts.overbook,
    state: event.toState,
    event_id: event.id,
    sequence: event.sequence,
  };
  const before =
    event.fromState === null
      ? null
      : {
          ...visit,
          ...placeOf(detail.from),
          ...columnsOf(event.fromState),
          cancel_reason: event.fromState === 'cancelled' ? facts.cancelReason : null,
          overbook: lastEntryOf(facts.lastEntry).overbook ?? false,
          state: event.fromState,
        };
  return { before, after };
}

/**
 * The audit log follows the visits' events (decision 020): each change a member made to a visit is written from its
 * event, in the follow's transaction and in the visit's order, once per event (an event the visit's latest entry
 * already names, or an earlier one, is not written again), so no path that changes a visit can leave its entry out.
 */
export function visitAuditFollower(repo: VisitAuditRepository): VisitFollower {
  return {
    async follow(tx, event) {
      const member = MEMBER_ACTOR.exec(event.actor);
      if (!member) return;
      const staffId = Number(member[1]);
      const facts = await repo.factsOf(tx, event.tenantId, event.id, staffId);
      if (!facts) return;
      const last = lastEntryOf(facts.lastEntry);
      if (last.event_id === event.id || (last.sequence ?? 0) >= event.sequence) return;
      const action = visitActionOf(event, facts.overbook);
      if (!action) return;
      await repo.record(
        tx,
        { tenantId: event.tenantId, staffId, staffName: facts.staffName ?? '' },
        {
          action,
          targetType: 'appointment',
          targetId: event.appointmentId,
          ...visitRecordsOf(event, facts),
        },
      );
    },
  };
}
