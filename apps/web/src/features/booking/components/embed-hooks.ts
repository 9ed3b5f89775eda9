import type { BookedAppointment } from './confirmation-step';

/** What the embedded booking (/:userKey/embed) does where the site's page links to its other pages. */
export type EmbedHooks = {
  /** Back from the time step: to the embed's choice of treatment. */
  onBack: () => void;
  /** The visit is booked, and paid when its treatment demands it. */
  onConfirmed: (booked: BookedAppointment) => void;
  /** Book another visit, from the confirmation. */
  onRestart: () => void;
};
