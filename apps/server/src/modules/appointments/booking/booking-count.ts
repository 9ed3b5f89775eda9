import { AppError } from '../../../errors';
import type { BookingOutcome, MetricsPort } from '../../../lib/metrics-port';
import type { TenantClock } from '../../availability/availability.service';

/** SLOT_TAKEN and TIME_HELD: someone else has the time; any other refusal is a booking rule. */
function outcomeOf(error: unknown): BookingOutcome | undefined {
  if (!(error instanceof AppError) || error.statusCode >= 500) return undefined;
  return error.code === 'SLOT_TAKEN' || error.code === 'TIME_HELD' ? 'refused_taken' : 'refused_rule';
}

/** Counts each booking attempt by how it ended and who made it; failures of the server itself are not refusals. */
export function countedBooking<Args extends [TenantClock, ...unknown[]], Answer>(
  create: (...args: Args) => Promise<Answer>,
  metrics: MetricsPort,
  byStaff: (args: Args) => boolean,
) {
  return async (...args: Args): Promise<Answer> => {
    const source = byStaff(args) ? 'staff' : 'patient';
    try {
      const answer = await create(...args);
      metrics.booking('booked', source, args[0].id);
      return answer;
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome) metrics.booking(outcome, source, args[0].id);
      throw error;
    }
  };
}
