import type { TestCustomer } from './sessions';

/** Where a visit is in its life, as the database's visit_life_state reads it from the row (decision 020). */
/** Each treatment's cancellation fee (minor unit): a patient's own cancel keeps it of what was paid. */
export const CANCEL_FEE_MINOR: Record<number, number> = { 11: 0, 12: 4000 };

export type LifeState = 'held' | 'booked' | 'confirmed' | 'arrived' | 'completed' | 'no_show' | 'cancelled' | 'expired';
/** What a confirmation message tells the patient. */
export type Topic = 'held' | 'booked' | 'moved' | 'cancelled' | 'released';
type Attendance = 'arrived' | 'completed' | 'no_show';

export type ModelPatient = {
  session: TestCustomer;
  /** E.164, as the patient gave it: once erased, no message or webhook kept may hold it. */
  phone: string;
  /** Set by an erasure: the newest outbound message id then; none of theirs may come after it. */
  erasedAfterMessage: number | null;
};

/** What the test expects of one visit: its row, its events and what each follower made of them. */
export type ModelVisit = {
  id: number;
  patient: ModelPatient;
  treatment: number;
  status: 'active' | 'cancelled' | 'expired';
  paid: boolean;
  /** hold_expires_at (ms); a paid visit's is cleared. */
  holdUntil: number | null;
  attendance: Attendance | null;
  startsAt: number;
  endsAt: number;
  doctorId: number;
  /** The events expected, as `kind by actor` (the visit's own patient is `patient`). */
  events: string[];
  /** The confirmation topics expected, oldest first. */
  topics: Topic[];
  /** The audit log's entries expected of the visit (a member's changes), oldest first. */
  audits: string[];
  /** The appointment.* webhooks expected, oldest first. */
  hooks: string[];
  /** Webhooks expected once the follow sweep has followed an erasure's cancel. */
  sweptHooks: string[];
  paidHooks: number;
  refundHooks: number;
  /** Money left to give back, per payment (minor units). */
  payments: number[];
};

/** The visit's state read from the model as visit_life_state reads it from the row. */
export function lifeOf(visit: Pick<ModelVisit, 'status' | 'attendance' | 'paid' | 'holdUntil'>): LifeState {
  if (visit.status !== 'active') return visit.status;
  if (visit.attendance) return visit.attendance;
  return !visit.paid && visit.holdUntil !== null ? 'held' : 'booked';
}

/**
 * What the patient must be told of a change (the promises of issue 48 and decision 020): a hold says it is held until
 * its deadline, and a hold moved is still a hold; its payment is the booking; its expiry, or a card that failed it,
 * releases the time. An erased patient is told nothing; desk marks and confirmations tell nothing.
 */
export function topicOf(kind: string, from: LifeState | null, to: LifeState, actor: string): Topic | undefined {
  if (actor === 'system:erasure') return undefined;
  switch (kind) {
    case 'held':
    case 'booked':
      return kind;
    case 'moved':
      return to === 'held' ? 'held' : 'moved';
    case 'paid':
      return from === 'held' ? 'booked' : undefined;
    case 'expired':
      return 'released';
    case 'cancelled':
      return from === 'held' && actor.startsWith('system:') ? 'released' : 'cancelled';
    default:
      return undefined;
  }
}

/**
 * The webhook the clinic's systems get of a change (decision 020): never appointment.booked for a hold, and no move
 * of a hold (they hear of it, at its time then, when it is paid, or when it ends).
 */
export function hookOf(kind: string, from: LifeState | null, to: LifeState): string | undefined {
  switch (kind) {
    case 'booked':
      return 'appointment.booked';
    case 'paid':
      return from === 'held' ? 'appointment.booked' : undefined;
    case 'moved':
      return to === 'held' ? undefined : 'appointment.moved';
    case 'cancelled':
    case 'arrived':
    case 'expired':
      return `appointment.${kind}`;
    default:
      return undefined;
  }
}

/**
 * The audit log's entry of a change (issue 48): each change a member of staff makes to a visit (booked, moved,
 * cancelled, an attendance mark or its undoing); the patient's and the system's changes are no staff action.
 */
export function auditOf(kind: string, actor: string): string | undefined {
  if (actor !== 'staff') return undefined;
  switch (kind) {
    case 'booked':
    case 'moved':
    case 'cancelled':
    case 'arrived':
    case 'completed':
    case 'no_show':
      return `visit.${kind}`;
    case 'attendance_cleared':
      return 'visit.mark_undone';
    default:
      return undefined;
  }
}

/**
 * Applies one change the test expects to have happened: `change` edits the visit, and the event, the patient's
 * message and the webhook it must cause are appended to what the visit expects.
 */
export function expectChange(visit: ModelVisit, kind: string, actor: string, change: (v: ModelVisit) => void) {
  const from = lifeOf(visit);
  change(visit);
  const to = lifeOf(visit);
  visit.events.push(`${kind} by ${actor}`);
  // A patient whose data was erased is told nothing more: their phone is gone (decision 013).
  const topic = visit.patient.erasedAfterMessage === null ? topicOf(kind, from, to, actor) : undefined;
  if (topic) visit.topics.push(topic);
  const hook = hookOf(kind, from, to);
  if (hook) (actor === 'system:erasure' ? visit.sweptHooks : visit.hooks).push(hook);
  const audit = auditOf(kind, actor);
  if (audit) visit.audits.push(audit);
}

/** A new visit as the model expects it right after its booking. */
export function bookedVisit(values: {
  id: number;
  patient: ModelPatient;
  treatment: number;
  holdUntil: number | null;
  startsAt: number;
  endsAt: number;
  doctorId: number;
  actor: string;
}): ModelVisit {
  const visit: ModelVisit = {
    ...values,
    status: 'active',
    paid: false,
    attendance: null,
    events: [],
    topics: [],
    audits: [],
    hooks: [],
    sweptHooks: [],
    paidHooks: 0,
    refundHooks: 0,
    payments: [],
  };
  const kind = values.holdUntil === null ? 'booked' : 'held';
  visit.events.push(`${kind} by ${values.actor}`);
  visit.topics.push(kind);
  if (kind === 'booked') visit.hooks.push('appointment.booked');
  const audit = auditOf(kind, values.actor);
  if (audit) visit.audits.push(audit);
  return visit;
}

/** One model run: its patients and the visits they booked. */
export type RunModel = { patients: Array<ModelPatient | undefined>; visits: ModelVisit[] };

/** Whether two visits of one patient overlap (the database keeps a person from two visits at once). */
export const overlapsOwn = (run: RunModel, patient: ModelPatient, start: number, end: number, except?: number) =>
  run.visits.some(
    (v) => v.patient === patient && v.id !== except && v.status === 'active' && v.startsAt < end && start < v.endsAt,
  );
