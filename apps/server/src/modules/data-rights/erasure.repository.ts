import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentSeries,
  appointments,
  auditLog,
  contactMessages,
  customers,
  familyMembers,
  otpCodes,
  sessions,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema';

/** What an erased name, email, message or family member's name reads as: the same for everyone. */
export const ERASED = '[erased]';
/** An erased patient's phone: unique (the clinic's phones are), never a number, so the real one may register again. */
export const erasedPhone = (customerId: number) => `erased:${customerId}`;

const withoutReason = (column: typeof auditLog.before | typeof auditLog.after) =>
  sql`case when jsonb_typeof(${column}) = 'object' then ${column} - 'reason' else ${column} end`;

/** The writes of one erasure (decision 013), each in the caller's transaction. */
export const erasureWrites = {
  /** The patient's row, locked until the erasure commits (two erasures of one patient take turns). */
  async lockCustomer(tx: Db, tenantId: number, id: number) {
    const [row] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
      .for('update');
    return row;
  },

  /** Lets this transaction blank what the audit log recorded of the person (migration 0021's trigger). */
  async allowAuditScrub(tx: Db) {
    await tx.execute(sql`select set_config('clinic.erasure', 'on', true)`);
  },

  async anonymizeCustomer(tx: Db, tenantId: number, id: number, at: Date) {
    await tx
      .update(customers)
      .set({
        phone: erasedPhone(id),
        name: ERASED,
        email: null,
        age: null,
        gender: null,
        staffNotes: null,
        lang: null,
        erasedAt: at,
      })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
  },

  /** Family members keep their rows (past visits refer to them), with nothing that tells who they were. */
  async anonymizeFamily(tx: Db, tenantId: number, customerId: number, at: Date) {
    await tx
      .update(familyMembers)
      .set({
        name: ERASED,
        age: 0,
        gender: 'other',
        relation: 'other',
        removedAt: sql`coalesce(${familyMembers.removedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(and(eq(familyMembers.tenantId, tenantId), eq(familyMembers.customerId, customerId)));
  },

  /** Every session of the patient ends; the codes sent to the phone go. */
  async endSessionsAndCodes(tx: Db, tenantId: number, customerId: number, phoneE164: string, at: Date) {
    await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
    await tx.delete(otpCodes).where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phoneE164)));
  },

  async scrubContactMessages(tx: Db, tenantId: number, ids: number[]) {
    if (!ids.length) return;
    await tx
      .update(contactMessages)
      .set({ name: ERASED, email: ERASED, phone: ERASED, message: ERASED })
      .where(and(eq(contactMessages.tenantId, tenantId), inArray(contactMessages.id, ids)));
  },

  /** Waiting entries end, and the times held for them go back to others. */
  async endWaitlist(tx: Db, tenantId: number, customerId: number, at: Date) {
    const ended = await tx
      .update(waitlistEntries)
      .set({ status: 'cancelled', endedAt: at })
      .where(
        and(
          eq(waitlistEntries.tenantId, tenantId),
          eq(waitlistEntries.customerId, customerId),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .returning({ id: waitlistEntries.id });
    if (!ended.length) return;
    await tx
      .update(waitlistOffers)
      .set({ status: 'ended' })
      .where(
        and(
          eq(waitlistOffers.tenantId, tenantId),
          inArray(
            waitlistOffers.entryId,
            ended.map((row) => row.id),
          ),
          eq(waitlistOffers.status, 'live'),
        ),
      );
  },

  /**
   * Free text staff wrote beside the patient's visits (cancel reasons, visit notes) goes, in the visits and in the audit log;
   * entries about the patient themself (their notes) lose their before and after. The facts stay.
   */
  async scrubFreeText(tx: Db, tenantId: number, customerId: number) {
    await tx
      .update(appointments)
      .set({ cancelReason: null, visitNote: null })
      .where(and(eq(appointments.tenantId, tenantId), eq(appointments.customerId, customerId)));
    const visits = tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.tenantId, tenantId), eq(appointments.customerId, customerId)));
    const series = tx
      .select({ id: appointmentSeries.id })
      .from(appointmentSeries)
      .where(and(eq(appointmentSeries.tenantId, tenantId), eq(appointmentSeries.customerId, customerId)));
    await tx
      .update(auditLog)
      .set({ before: null, after: null })
      .where(
        and(
          eq(auditLog.tenantId, tenantId),
          eq(auditLog.targetType, 'patient'),
          eq(auditLog.targetId, customerId),
          or(sql`${auditLog.before} is not null`, sql`${auditLog.after} is not null`),
        ),
      );
    await tx
      .update(auditLog)
      .set({ before: withoutReason(auditLog.before), after: withoutReason(auditLog.after) })
      .where(
        and(
          eq(auditLog.tenantId, tenantId),
          or(
            and(eq(auditLog.targetType, 'appointment'), inArray(auditLog.targetId, visits)),
            and(eq(auditLog.targetType, 'series'), inArray(auditLog.targetId, series)),
          ),
          or(sql`${auditLog.before} ->> 'reason' is not null`, sql`${auditLog.after} ->> 'reason' is not null`),
        ),
      );
  },
};
