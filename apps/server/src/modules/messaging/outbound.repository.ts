import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inboundMessages, outboundMessages, type Localized } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type OutboundRow = typeof outboundMessages.$inferSelect;
export type Queued = { tenantId: number; messageId: number };
/** A message with what its text needs: the visit, its names and the clinic. */
export type DeliveryRow = OutboundRow & {
  tenantKey: string;
  timeZone: string;
  clinicName: Localized;
  visitStatus: string | null;
  visitStartsAt: Date | null;
  /** Until when the visit is held unpaid; null: it is not (paid, booked without payment, or ended). */
  visitHeldUntil: Date | null;
  branchName: Localized | null;
  branchAddress: Localized | null;
  treatmentName: Localized | null;
  doctorName: Localized | null;
  /** The family member the visit is for; null: the account holder. */
  familyMemberName: string | null;
};

const queued = (rows: { tenant_id: number; id: string | number }[]): Queued[] =>
  rows.map((r) => ({ tenantId: Number(r.tenant_id), messageId: Number(r.id) }));

/** SQL of the patient messages: outbound_messages, and the inbound ids already acted on. */
export function createOutboundRepository(db: Db) {
  return {
    /**
     * Makes a message about a visit, to its patient's phone in their language (else the clinic's), in the caller's
     * transaction; the visit's start is kept with it. None for a patient whose data was erased.
     */
    async queueAboutVisit(
      tx: Db,
      m: { tenantId: number; appointmentId: number; kind: string; topic: string; now: Date },
    ): Promise<Queued[]> {
      const result = await tx.execute(sql`
        insert into outbound_messages (tenant_id, customer_id, appointment_id, kind, topic, phone, lang, starts_at, created_at)
        select a.tenant_id, a.customer_id, a.id, ${m.kind}, ${m.topic}, c.phone, coalesce(c.lang, t.lang), a.starts_at,
               ${m.now.toISOString()}::timestamptz
          from appointments a
          join customers c on c.tenant_id = a.tenant_id and c.id = a.customer_id
          join tenants t on t.id = a.tenant_id
         where a.tenant_id = ${m.tenantId} and a.id = ${m.appointmentId}
           -- An erased patient is told nothing more (decision 013): their visits and payments stay, their phone does not.
           and c.erased_at is null
        returning tenant_id, id`);
      return queued(rowsOf(result));
    },

    /**
     * Makes the reminders due at `now` (decision 009): for each active visit not started, the closest of its
     * clinic's offsets (its own, else `offsets`, the server's) whose instant has passed, unless the visit got its
     * time after that instant (its booking or move confirmation is newer) or that reminder exists. The key (visit,
     * start, offset) makes each at most once, whoever plans.
     */
    async planReminders(tx: Db, offsets: number[], now: Date, limit: number): Promise<Queued[]> {
      const at = now.toISOString();
      const fallback = `{${offsets.join(',')}}`;
      // The longest offset of any clinic bounds the visits read (on the index of their start).
      const [bound] = rowsOf<{ longest: number | null }>(
        await tx.execute(sql`
          select max(m)::int as longest
            from (select unnest(coalesce(reminder_minutes, ${fallback}::int[])) as m from tenants) o`),
      );
      const longest = bound?.longest ?? 0;
      if (longest <= 0) return [];
      const result = await tx.execute(sql`
        insert into outbound_messages
          (tenant_id, customer_id, appointment_id, kind, topic, phone, lang, starts_at, dedup_key, created_at)
        select a.tenant_id, a.customer_id, a.id, 'reminder', o.minutes::text, c.phone, coalesce(c.lang, t.lang),
               a.starts_at, k.key, ${at}::timestamptz
          from appointments a
          join customers c on c.tenant_id = a.tenant_id and c.id = a.customer_id
          join tenants t on t.id = a.tenant_id
          cross join lateral (
            select min(m) as minutes from unnest(coalesce(t.reminder_minutes, ${fallback}::int[])) as m
             where a.starts_at - make_interval(mins => m) <= ${at}::timestamptz) o
          cross join lateral (
            select 'reminder:' || a.id || ':' || floor(extract(epoch from a.starts_at))::bigint || ':' || o.minutes as key) k
         where a.status = 'active'
           and c.erased_at is null
           and a.starts_at > ${at}::timestamptz
           and a.starts_at <= ${at}::timestamptz + make_interval(mins => ${longest})
           and o.minutes is not null
           and a.starts_at - make_interval(mins => o.minutes) >= coalesce(
             (select max(s.created_at) from outbound_messages s
               where s.tenant_id = a.tenant_id and s.appointment_id = a.id and s.kind = 'confirmation'
                 and s.starts_at = a.starts_at),
             a.created_at)
           and not exists (select 1 from outbound_messages s where s.tenant_id = a.tenant_id and s.dedup_key = k.key)
         order by a.starts_at
         limit ${limit}
        on conflict (tenant_id, dedup_key) do nothing
        returning tenant_id, id`);
      return queued(rowsOf(result));
    },

    /** A reply to a patient's message, its text written now, in the caller's transaction. */
    async queueReply(
      tx: Db,
      m: {
        tenantId: number;
        customerId: number;
        appointmentId: number | null;
        phone: string;
        lang: string;
        topic: string;
        body: string;
        now: Date;
      },
    ): Promise<Queued[]> {
      const rows = await tx
        .insert(outboundMessages)
        .values({ ...m, kind: 'reply', createdAt: m.now })
        .returning({ tenant_id: outboundMessages.tenantId, id: outboundMessages.id });
      return queued(rows);
    },

    /** A waitlist offer to a patient, its text written now (with the booking link), in the caller's transaction. */
    async queueOffer(
      tx: Db,
      m: { tenantId: number; customerId: number; phone: string; lang: string; startsAt: Date; body: string; now: Date },
    ): Promise<Queued[]> {
      const rows = await tx
        .insert(outboundMessages)
        .values({ ...m, kind: 'waitlist_offer', topic: 'offer', createdAt: m.now })
        .returning({ tenant_id: outboundMessages.tenantId, id: outboundMessages.id });
      return queued(rows);
    },

    /**
     * The provider reports a message it accepted (a delivery status naming it): a message whose attempt's answer was
     * lost (its process died after the provider took it) is sent, not sent again. Answers whether it changed.
     */
    async acceptedByProvider(m: { tenantId: number; id: number; phone: string; providerMessageId: string; at: Date }) {
      const rows = await db
        .update(outboundMessages)
        .set({ status: 'sent', providerMessageId: m.providerMessageId, sentAt: m.at, claimedUntil: null })
        .where(
          and(
            eq(outboundMessages.tenantId, m.tenantId),
            eq(outboundMessages.id, m.id),
            eq(outboundMessages.phone, m.phone),
            sql`${outboundMessages.status} in ('queued', 'sending')`,
          ),
        )
        .returning({ id: outboundMessages.id });
      return rows.length === 1;
    },

    /**
     * The visit a reply from this phone is about: the one its newest confirmation or reminder named (any clinic:
     * one WhatsApp number serves them all), or the one the message `contextId` answers.
     */
    async aboutVisit(phone: string, contextId?: string): Promise<OutboundRow | undefined> {
      const [row] = await db
        .select()
        .from(outboundMessages)
        .where(
          and(
            eq(outboundMessages.phone, phone),
            sql`${outboundMessages.kind} in ('confirmation', 'reminder')`,
            sql`${outboundMessages.appointmentId} is not null`,
            contextId === undefined ? undefined : eq(outboundMessages.providerMessageId, contextId),
          ),
        )
        .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
        .limit(1);
      return row;
    },

    /**
     * The messages of an erased patient (to the account or to its phone), in the caller's transaction: phone written
     * as `erasedPhone`, no text or error, and those not yet sent skipped.
     */
    async scrubPatient(tx: Db, m: { tenantId: number; customerId: number; phone: string; erasedPhone: string }) {
      await tx
        .update(outboundMessages)
        .set({
          phone: m.erasedPhone,
          body: null,
          lastError: null,
          status: sql`case when ${outboundMessages.status} in ('queued', 'sending') then 'skipped' else ${outboundMessages.status} end`,
          claimedUntil: null,
        })
        .where(
          and(
            eq(outboundMessages.tenantId, m.tenantId),
            or(eq(outboundMessages.customerId, m.customerId), eq(outboundMessages.phone, m.phone)),
          ),
        );
    },

    /** Notes an inbound message in the caller's transaction; false when it was already acted on. */
    async firstReceipt(tx: Db, messageId: string, tenantId: number | null, now: Date): Promise<boolean> {
      const rows = await tx
        .insert(inboundMessages)
        .values({ messageId, tenantId, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: inboundMessages.messageId });
      return rows.length === 1;
    },
  };
}
export type OutboundRepository = ReturnType<typeof createOutboundRepository>;
