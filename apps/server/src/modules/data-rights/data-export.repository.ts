import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointments,
  branches,
  contactMessages,
  customers,
  doctors,
  familyMembers,
  outboundMessages,
  payments,
  documents,
  treatments,
  waitlistEntries,
} from '../../db/schema';
import { visitJoins } from '../../db/visit-joins';
import { normalizePhone } from '../../lib/phone';

/**
 * Reads every row that holds a patient's data (decision 013 lists the tables). The one module that reads across the
 * others' tables: a person's data is wherever it is, and a new table with personal data belongs here too.
 */
export function createDataExportRepository(db: Db) {
  /** Contact-form messages written with this phone, however it was typed (stored phones are valid numbers). */
  async function contactMessagesOf(tx: Db, tenantId: number, phoneE164: string) {
    const tail = phoneE164.replace(/\D/g, '').slice(-7);
    const rows = await tx
      .select()
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.tenantId, tenantId),
          sql`regexp_replace(${contactMessages.phone}, '[^0-9]', '', 'g') like ${`%${tail}`}`,
        ),
      )
      .orderBy(asc(contactMessages.id));
    return rows.filter((row) => normalizePhone(row.phone)?.e164 === phoneE164);
  }

  return {
    db,
    contactMessagesOf,

    async customer(tenantId: number, id: number) {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
        .limit(1);
      return row;
    },

    /** Everything else held about the account, in one snapshot (a repeatable-read transaction). */
    async holdings(tenantId: number, customerId: number, phoneE164: string) {
      return db.transaction(
        async (tx) => {
          const family = await tx
            .select()
            .from(familyMembers)
            .where(and(eq(familyMembers.tenantId, tenantId), eq(familyMembers.customerId, customerId)))
            .orderBy(asc(familyMembers.id));
          const visits = await tx
            .select({
              visit: appointments,
              branchName: branches.name,
              doctorName: doctors.name,
              treatmentName: treatments.name,
            })
            .from(appointments)
            .leftJoin(branches, visitJoins.branch)
            .leftJoin(doctors, visitJoins.doctor)
            .leftJoin(treatments, visitJoins.treatment)
            .where(and(eq(appointments.tenantId, tenantId), eq(appointments.customerId, customerId)))
            .orderBy(asc(appointments.startsAt), asc(appointments.id));
          const visitIds = visits.map((row) => row.visit.id);
          const paid = visitIds.length
            ? await tx
                .select()
                .from(payments)
                .where(and(eq(payments.tenantId, tenantId), inArray(payments.appointmentId, visitIds)))
                .orderBy(asc(payments.id))
            : [];
          const issued = visitIds.length
            ? await tx
                .select()
                .from(documents)
                .where(and(eq(documents.tenantId, tenantId), inArray(documents.appointmentId, visitIds)))
                .orderBy(asc(documents.id))
            : [];
          const messages = await tx
            .select()
            .from(outboundMessages)
            .where(
              and(
                eq(outboundMessages.tenantId, tenantId),
                or(eq(outboundMessages.customerId, customerId), eq(outboundMessages.phone, phoneE164)),
              ),
            )
            .orderBy(asc(outboundMessages.id));
          const waiting = await tx
            .select({ entry: waitlistEntries, branchName: branches.name, treatmentName: treatments.name })
            .from(waitlistEntries)
            .leftJoin(
              branches,
              and(eq(branches.tenantId, waitlistEntries.tenantId), eq(branches.id, waitlistEntries.branchId)),
            )
            .leftJoin(
              treatments,
              and(eq(treatments.tenantId, waitlistEntries.tenantId), eq(treatments.id, waitlistEntries.treatmentId)),
            )
            .where(and(eq(waitlistEntries.tenantId, tenantId), eq(waitlistEntries.customerId, customerId)))
            .orderBy(asc(waitlistEntries.id));
          const contact = await contactMessagesOf(tx, tenantId, phoneE164);
          return { family, visits, payments: paid, documents: issued, messages, waiting, contact };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
