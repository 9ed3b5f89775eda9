/** How a booking attempt ended: booked, refused because the time was taken, or refused by a rule. */
export type BookingOutcome = 'booked' | 'refused_taken' | 'refused_rule';
export type BookingSource = 'patient' | 'staff';

/**
 * What services count through. The HTTP layer's Prometheus registry is one implementation (src/http/metrics.ts);
 * services name this type, so they stay free of HTTP code. A tenant id is passed along and becomes a label only
 * when the operator asks for it (METRICS_PER_TENANT).
 */
export type MetricsPort = {
  booking(outcome: BookingOutcome, source: BookingSource, tenantId: number): void;
  /** A visit's event was followed (decision 020): its kind, as `visit_events.kind`. */
  visitChanged(kind: string, tenantId: number): void;
  otpSent(): void;
};

export const NO_METRICS: MetricsPort = { booking: () => {}, visitChanged: () => {}, otpSent: () => {} };
