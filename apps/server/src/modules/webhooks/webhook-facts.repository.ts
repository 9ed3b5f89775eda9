import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, branches, customers, doctors, payments, tenants, treatments } from '../../db/schema';
import { visitJoins } from '../../db/visit-joins';
import type { EventFacts } from './webhook-body';

/**
 * What an event about a visit (and one of its payments) tells, read in the change's own transaction. A read of
 * other modules' tables, like the insights' and the payments' own reads (docs/architecture.md).
 */
export async function eventFacts(
  tx: Db,
  tenantId: number,
  appointmentId: number,
  paymentId?: number,
): Promise<EventFacts | undefined> {
  const [row] = await tx
    .select({
      clinic: { key: tenants.key, name: tenants.name, lang: tenants.lang, timeZone: tenants.timeZone },
      appointment: {
        id: appointments.id,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        attendance: appointments.attendance,
        sequence: appointments.eventSequence,
      },
      doctor: { id: doctors.id, name: doctors.name },
      treatment: { id: treatments.id, name: treatments.name },
      branch: { id: branches.id, name: branches.name },
      patient: { name: customers.name, phone: customers.phone, erasedAt: customers.erasedAt },
    })
    .from(appointments)
    .innerJoin(tenants, eq(tenants.id, appointments.tenantId))
    .innerJoin(doctors, visitJoins.doctor)
    .innerJoin(treatments, visitJoins.treatment)
    .innerJoin(branches, visitJoins.branch)
    .innerJoin(customers, visitJoins.customer)
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, appointmentId)));
  if (!row) return undefined;
  let payment: EventFacts['payment'] = null;
  if (paymentId !== undefined) {
    const [paid] = await tx
      .select({
        id: payments.id,
        amountMinor: payments.amountMinor,
        refundedMinor: payments.refundedMinor,
        currency: payments.currency,
        status: payments.status,
      })
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)));
    payment = paid ?? null;
  }
  return { ...row, payment };
}
