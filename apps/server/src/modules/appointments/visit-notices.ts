import type { Executor } from './appointments.repository';

export type VisitChange = 'booked' | 'moved' | 'cancelled';

/**
 * Told of each change of a visit inside the transaction that makes it, so what follows from it (the patient's
 * WhatsApp confirmation) exists exactly when the change commits. Messaging implements it.
 */
export type VisitNotices = {
  changed(tx: Executor, change: { tenantId: number; appointmentId: number; change: VisitChange }): Promise<void>;
};

export const NO_VISIT_NOTICES: VisitNotices = { changed: async () => {} };

/** Tells two listeners of each change, in the same transaction (messaging, then webhooks). */
export const bothVisitNotices = (first: VisitNotices, second: VisitNotices): VisitNotices => ({
  async changed(tx, change) {
    await first.changed(tx, change);
    await second.changed(tx, change);
  },
});
