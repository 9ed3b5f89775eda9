import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { Logger } from '../../lib/logger';
import type { MetricsPort } from '../../lib/metrics-port';
import { startSweeper } from '../../lib/sweeper';
import { createCheckInCodes } from '../../lib/check-in-code';
import { createAppointmentsRepository } from './appointments.repository';
import { appointmentsRoutes } from './appointments.routes';
import { createAppointmentsService } from './appointments.service';
import { type PaymentSettlements, paymentSettlementsOf } from './changes/payment-settlements';
import { type VisitLife, createVisitLife } from './life/visit-life';
import type { VisitFollower } from './visit-event.types';

export type { PaymentSettlements } from './changes/payment-settlements';

type ServiceDeps = Parameters<typeof createAppointmentsService>[0];

/** Every visit's followers (messages, webhooks, the waitlist, metrics), told of each change once and in order. */
export const visitLifeOf = (db: Db, followers: VisitFollower[], log: Logger): VisitLife =>
  createVisitLife({ db, followers, log });

/**
 * Counts each followed visit event on /metrics. Counted as it is followed: a follow that rolls back is counted
 * again when the sweep follows its events.
 */
export const visitMetricsFollower = (metrics: MetricsPort): VisitFollower => ({
  follow: async (_tx, event) => metrics.visitChanged(event.kind, event.tenantId),
});

/** What a payment does to its visit, written by this module in the payment's transaction (the payments module's port). */
export const appointmentSettlements = (db: Db, life: VisitLife): PaymentSettlements =>
  paymentSettlementsOf(createAppointmentsRepository(db), life);

/** Visits: booking, moves, cancellations, the agenda's reads, series and the signed check-in codes. */
export function createAppointmentsModule(
  deps: Omit<ServiceDeps, 'repo' | 'checkInCodes' | 'life'> & {
    db: Db;
    life: VisitLife;
    /** Seconds between sweeps that follow events no path followed (an erasure's, a stopped process's); 0: none. */
    followSweepSeconds: number;
    log: Logger;
    /** Signs check-in codes; the same on every process (derived from OTP_SECRET), else this process's own. */
    checkInSecret: string | undefined;
  },
) {
  const { db, checkInSecret, followSweepSeconds, log, ...serviceDeps } = deps;
  const checkInCodes = createCheckInCodes(checkInSecret ?? randomBytes(32).toString('hex'));
  const appointments = createAppointmentsService({
    ...serviceDeps,
    repo: createAppointmentsRepository(db),
    checkInCodes,
  });
  return {
    appointments,
    checkInCodes,
    register: async (app, guards) => {
      await app.register(appointmentsRoutes({ appointments, requireCustomer: guards.requireCustomer }));
      const stop = startSweeper({
        sweep: deps.life.sweep,
        everySeconds: followSweepSeconds,
        log,
        done: 'followed visit events',
      });
      app.addHook('onClose', async () => stop());
    },
  } satisfies AppModule;
}
