import type { Db } from '../../src/db/client';
import { createAppointmentsRepository } from '../../src/modules/appointments/appointments.repository';
import { paymentSettlementsOf } from '../../src/modules/appointments/changes/payment-settlements';
import { quietVisitLife } from '../../src/modules/appointments/life/visit-life';
import { expireUnpaidHolds } from '../../src/modules/payments/hold-sweeper';
import { createPaymentsRepository } from '../../src/modules/payments/payments.repository';

/** The hold sweep wired as app.ts wires it, on one database handle (one server process's pool). */
export function holdSweepOn(db: Db) {
  const deps = {
    repo: createPaymentsRepository(db),
    settlements: paymentSettlementsOf(createAppointmentsRepository(db), quietVisitLife(db)),
  };
  return (at: Date, only?: { tenantId: number; appointmentId?: number }) => expireUnpaidHolds(deps, at, only);
}
