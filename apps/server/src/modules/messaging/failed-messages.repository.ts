import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, branches, customers, doctors, outboundMessages, tenants, treatments } from '../../db/schema';
import { visitJoins } from '../../db/visit-joins';

/** SQL of the messages that failed for good: the staff's list, and WhatsApp's word that a message never arrived. */
export function createFailedMessagesRepository(db: Db) {
  return {
    /** Messages that could not be delivered, newest first, with their patient and the visit as it is now. */
    async list(tenantId: number, limit: number, beforeId?: number) {
      return db
        .select({
          id: outboundMessages.id,
          kind: outboundMessages.kind,
          topic: outboundMessages.topic,
          appointmentId: outboundMessages.appointmentId,
          customerId: outboundMessages.customerId,
          patientName: customers.name,
          phone: outboundMessages.phone,
          attempts: outboundMessages.attempts,
          lastError: outboundMessages.lastError,
          createdAt: outboundMessages.createdAt,
          timeZone: tenants.timeZone,
          visitStartsAt: appointments.startsAt,
          visitStatus: appointments.status,
          branchId: appointments.branchId,
          branchName: branches.name,
          treatmentName: treatments.name,
          doctorName: doctors.name,
        })
        .from(outboundMessages)
        .innerJoin(tenants, eq(tenants.id, outboundMessages.tenantId))
        .leftJoin(
          customers,
          and(eq(customers.tenantId, outboundMessages.tenantId), eq(customers.id, outboundMessages.customerId)),
        )
        .leftJoin(
          appointments,
          and(
            eq(appointments.tenantId, outboundMessages.tenantId),
            eq(appointments.id, outboundMessages.appointmentId),
          ),
        )
        .leftJoin(branches, visitJoins.branch)
        .leftJoin(treatments, visitJoins.treatment)
        .leftJoin(doctors, visitJoins.doctor)
        .where(
          and(
            eq(outboundMessages.tenantId, tenantId),
            eq(outboundMessages.status, 'failed'),
            beforeId === undefined ? undefined : lt(outboundMessages.id, beforeId),
          ),
        )
        .orderBy(desc(outboundMessages.id))
        .limit(limit);
    },

    /**
     * WhatsApp reports that a message it took never reached the patient (a `failed` delivery status): the message
     * with that provider id, to that phone, is failed with WhatsApp's reason. Answers whether one changed.
     */
    async failedAtProvider(m: { providerMessageId: string; phone: string; error: string }) {
      const rows = await db
        .update(outboundMessages)
        .set({ status: 'failed', lastError: m.error.slice(0, 500), claimedUntil: null })
        .where(
          and(
            eq(outboundMessages.providerMessageId, m.providerMessageId),
            eq(outboundMessages.phone, m.phone),
            sql`${outboundMessages.status} in ('queued', 'sending', 'sent')`,
          ),
        )
        .returning({ id: outboundMessages.id });
      return rows.length > 0;
    },
  };
}
export type FailedMessagesRepository = ReturnType<typeof createFailedMessagesRepository>;
