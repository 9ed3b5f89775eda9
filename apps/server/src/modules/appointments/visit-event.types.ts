import type { VisitEventKind, VisitLifeState } from '../../db/column-types';
import type { Executor } from './appointments.repository';

/** One change of a visit, as the database recorded it (visit_events, decision 020). */
export type VisitEvent = {
  id: number;
  tenantId: number;
  appointmentId: number;
  /** The visit's count of changes: 1 for its making, then one more per change. */
  sequence: number;
  kind: VisitEventKind;
  fromState: VisitLifeState | null;
  toState: VisitLifeState;
  /** Who made it: `patient:ID`, `staff`, `staff:ID` or `system:WHAT` (VisitActor). */
  actor: string;
  at: Date;
};

/**
 * What follows a visit's life (the patient's messages, the clinic's webhooks): told of each event once, in the
 * visit's order, inside the transaction that marks it followed, so what it makes exists exactly once.
 */
export type VisitFollower = { follow(tx: Executor, event: VisitEvent): Promise<void> };
