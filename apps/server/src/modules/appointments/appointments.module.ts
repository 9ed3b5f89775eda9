import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import { createCheckInCodes } from '../../lib/check-in-code';
import { createAppointmentsRepository } from './appointments.repository';
import { appointmentsRoutes } from './appointments.routes';
import { createAppointmentsService } from './appointments.service';
import { type PaymentSettlements, paymentSettlementsOf } from './payment-settlements';

export type { PaymentSettlements } from './payment-settlements';

type ServiceDeps = Parameters<typeof createAppointmentsService>[0];

/** What a payment does to its visit, written by this module in the payment's transaction (the payments module's port). */
export const appointmentSettlements = (db: Db): PaymentSettlements =>
  paymentSettlementsOf(createAppointmentsRepository(db));

/** Visits: booking, moves, cancellations, the agenda's reads, series and the signed check-in codes. */
export function createAppointmentsModule(
  deps: Omit<ServiceDeps, 'repo' | 'checkInCodes'> & {
    db: Db;
    /** Signs check-in codes; the same on every process (derived from OTP_SECRET), else this process's own. */
    checkInSecret: string | undefined;
  },
) {
  const { db, checkInSecret, ...serviceDeps } = deps;
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
    },
  } satisfies AppModule;
}
