import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entryBranch, entryDoctor, entryLiveOffer, entryTreatment } from './waitlist-joins';
import { branches, doctors, tenants, treatments, waitlistEntries, waitlistOffers } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { offerWords } from './waitlist-offer-words';

/** A waiting entry as the sweep reads it: its line, its treatment's length and the clinic's clock. */
export type WaitingEntry = {
  tenantId: number;
  id: number;
  customerId: number;
  branchId: number;
  treatmentId: number;
  /** The doctor the patient chose: only their time is offered; null: any doctor's. */
  doctorId: number | null;
  dateFrom: string;
  dateUntil: string;
  durationMinutes: number;
  tenantKey: string;
  timeZone: string;
  /** The entry has a live offer now. */
  offered: boolean;
};

/** SQL of the waitlist: waitlist_entries and the offers of freed times to them (waitlist_offers). */
export function createWaitlistRepository(db: Db) {
  return {
    db,

    /**
     * Adds an entry unless its patient already has `max` waiting at the clinic (undefined then). One patient's joins
     * take turns on a lock, so concurrent joins cannot pass the cap together.
     */
    async insertWithin(values: typeof waitlistEntries.$inferInsert & { customerId: number }, max: number) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist/${values.tenantId}/${values.customerId}`}, 0))`,
        );
        const [waiting] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.tenantId, values.tenantId),
              eq(waitlistEntries.customerId, values.customerId),
              eq(waitlistEntries.status, 'waiting'),
            ),
          );
        if (Number(waiting?.count ?? 0) >= max) return undefined;
        const [row] = await tx.insert(waitlistEntries).values(values).returning();
        return row!;
      });
    },

    /** One patient's entries that are waiting, with their live offer if any, soonest first. */
    async listOwn(tenantId: number, customerId: number) {
      return db
        .select({
          entry: waitlistEntries,
          treatmentName: treatments.name,
          branchName: branches.name,
          doctorName: doctors.name,
          offer: waitlistOffers,
        })
        .from(waitlistEntries)
        .leftJoin(treatments, entryTreatment)
        .leftJoin(branches, entryBranch)
        .leftJoin(doctors, entryDoctor)
        .leftJoin(waitlistOffers, entryLiveOffer)
        .where(
          and(
            eq(waitlistEntries.tenantId, tenantId),
            eq(waitlistEntries.customerId, customerId),
            eq(waitlistEntries.status, 'waiting'),
          ),
        )
        .orderBy(asc(waitlistEntries.dateFrom), asc(waitlistEntries.id));
    },

    /** Ends a patient's own waiting entry and its live offer; false when there is none such. */
    async cancelOwn(tenantId: number, customerId: number, id: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(waitlistEntries)
          .set({ status: 'cancelled', endedAt: now })
          .where(
            and(
              eq(waitlistEntries.tenantId, tenantId),
              eq(waitlistEntries.id, id),
              eq(waitlistEntries.customerId, customerId),
              eq(waitlistEntries.status, 'waiting'),
            ),
          )
          .returning({ id: waitlistEntries.id });
        if (ended.length === 0) return false;
        await tx
          .update(waitlistOffers)
          .set({ status: 'ended' })
          .where(
            and(
              eq(waitlistOffers.tenantId, tenantId),
              eq(waitlistOffers.entryId, id),
              eq(waitlistOffers.status, 'live'),
            ),
          );
        return true;
      });
    },

    /**
     * The bookkeeping of a sweep at `now`: offers whose hold ended expire; an entry whose patient booked the time
     * offered to them is booked (its offers end); a live offer whose time someone else took is over (expired).
     * Answers the clinics whose offers changed (the time they held is free again).
     */
    async settleOffers(now: Date): Promise<Set<number>> {
      const at = now.toISOString();
      return db.transaction(async (tx) => {
        const ended = await tx.execute(sql`
          with booked as (
            select o.tenant_id, o.entry_id
              from waitlist_offers o
              join waitlist_entries e on e.tenant_id = o.tenant_id and e.id = o.entry_id and e.status = 'waiting'
             where exists (select 1 from appointments a
                            where a.tenant_id = o.tenant_id and a.customer_id = e.customer_id
                              and a.treatment_id = e.treatment_id and a.branch_id = e.branch_id
                              and a.starts_at = o.starts_at and a.status = 'active')),
          entries as (
            update waitlist_entries e set status = 'booked', ended_at = ${at}::timestamptz
              from booked b where e.tenant_id = b.tenant_id and e.id = b.entry_id
            returning e.tenant_id, e.id)
          update waitlist_offers o set status = 'ended'
            from entries x where o.tenant_id = x.tenant_id and o.entry_id = x.id and o.status = 'live'
          returning o.tenant_id`);
        const expired = await tx.execute(sql`
          update waitlist_offers o set status = 'expired'
           where o.status = 'live'
             and (o.expires_at <= ${at}::timestamptz
                  or exists (select 1 from appointments a
                              where a.tenant_id = o.tenant_id and a.doctor_id = o.doctor_id and a.status = 'active'
                                and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(o.starts_at, o.ends_at, '[)')))
          returning o.tenant_id`);
        const rows = [...rowsOf<{ tenant_id: number }>(ended), ...rowsOf<{ tenant_id: number }>(expired)];
        return new Set(rows.map((r) => Number(r.tenant_id)));
      });
    },

    /** Entries whose last day is before their clinic's today end (expired). */
    async expireEntries(tenantId: number, today: string, now: Date): Promise<void> {
      await db
        .update(waitlistEntries)
        .set({ status: 'expired', endedAt: now })
        .where(
          and(
            eq(waitlistEntries.tenantId, tenantId),
            eq(waitlistEntries.status, 'waiting'),
            sql`${waitlistEntries.dateUntil} < ${today}`,
          ),
        );
    },

    /** Every waiting entry in line order (oldest first) with what the sweep needs. */
    async waiting(limit: number): Promise<WaitingEntry[]> {
      const rows = await db
        .select({
          tenantId: waitlistEntries.tenantId,
          id: waitlistEntries.id,
          customerId: waitlistEntries.customerId,
          branchId: waitlistEntries.branchId,
          treatmentId: waitlistEntries.treatmentId,
          doctorId: waitlistEntries.doctorId,
          dateFrom: waitlistEntries.dateFrom,
          dateUntil: waitlistEntries.dateUntil,
          durationMinutes: treatments.durationMinutes,
          tenantKey: tenants.key,
          timeZone: tenants.timeZone,
          offered: sql<boolean>`exists (select 1 from waitlist_offers o
            where o.tenant_id = ${waitlistEntries.tenantId} and o.entry_id = ${waitlistEntries.id} and o.status = 'live')`,
        })
        .from(waitlistEntries)
        .innerJoin(tenants, eq(tenants.id, waitlistEntries.tenantId))
        .innerJoin(treatments, entryTreatment)
        .where(eq(waitlistEntries.status, 'waiting'))
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, offered: r.offered === true || String(r.offered) === 'true' }));
    },

    /** The times ever offered to these entries (an entry is offered a time once), as `doctor|startMs` keys. */
    async offeredTimes(tenantId: number, entryIds: number[]): Promise<Map<number, Set<string>>> {
      const out = new Map<number, Set<string>>();
      if (entryIds.length === 0) return out;
      const rows = await db
        .select({
          entryId: waitlistOffers.entryId,
          doctorId: waitlistOffers.doctorId,
          startsAt: waitlistOffers.startsAt,
        })
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.tenantId, tenantId), inArray(waitlistOffers.entryId, entryIds)));
      for (const r of rows) {
        const set = out.get(r.entryId) ?? new Set<string>();
        set.add(`${r.doctorId}|${r.startsAt.getTime()}`);
        out.set(r.entryId, set);
      }
      return out;
    },

    /**
     * Makes a live offer in the caller's transaction, under the clinic's waitlist lock: none when the entry has a
     * live offer, its patient holds their most live offers already, or a live offer of that doctor overlaps the time (one live offer per freed time, whoever sweeps),
     * or when an active visit of the doctor overlaps it. The doctor's hold lock is the one the appointments'
     * trigger takes before it reads the live offers (migration 0017), taken here in its own statement first, so
     * the insert's snapshot sees every visit committed before it: a visit and an offer of one time never both
     * commit. Lock order: the clinic's waitlist lock, then one doctor's hold lock (a booking takes only the latter).
     */
    async offer(
      tx: Db,
      o: {
        tenantId: number;
        entryId: number;
        doctorId: number;
        startsAt: Date;
        endsAt: Date;
        expiresAt: Date;
        now: Date;
        /** Live offers the entry's patient may hold at once (under the clinic's waitlist lock, so exact). */
        maxHeldByPatient: number;
      },
    ): Promise<number | undefined> {
      await tx.execute(sql`select pg_advisory_xact_lock(2020, ${o.tenantId})`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`held/${o.tenantId}/${o.doctorId}`}, 0))`);
      const result = await tx.execute(sql`
        insert into waitlist_offers (tenant_id, entry_id, doctor_id, starts_at, ends_at, status, expires_at, created_at)
        select ${o.tenantId}, ${o.entryId}, ${o.doctorId}, ${o.startsAt.toISOString()}::timestamptz,
               ${o.endsAt.toISOString()}::timestamptz, 'live', ${o.expiresAt.toISOString()}::timestamptz,
               ${o.now.toISOString()}::timestamptz
         where not exists (
                 select 1 from waitlist_offers x
                  where x.tenant_id = ${o.tenantId} and x.status = 'live'
                    and (x.entry_id = ${o.entryId}
                         or (x.doctor_id = ${o.doctorId}
                             and tstzrange(x.starts_at, x.ends_at, '[)')
                                 && tstzrange(${o.startsAt.toISOString()}::timestamptz, ${o.endsAt.toISOString()}::timestamptz, '[)'))))
           and not exists (
                 select 1 from appointments a
                  where a.tenant_id = ${o.tenantId} and a.doctor_id = ${o.doctorId} and a.status = 'active'
                    and tstzrange(a.starts_at, a.ends_at, '[)')
                        && tstzrange(${o.startsAt.toISOString()}::timestamptz, ${o.endsAt.toISOString()}::timestamptz, '[)'))
           and exists (select 1 from waitlist_entries e
                        where e.tenant_id = ${o.tenantId} and e.id = ${o.entryId} and e.status = 'waiting')
           and (select count(*) from waitlist_offers x
                  join waitlist_entries xe on xe.tenant_id = x.tenant_id and xe.id = x.entry_id
                 where x.tenant_id = ${o.tenantId} and x.status = 'live'
                   and xe.customer_id = (select e.customer_id from waitlist_entries e
                                          where e.tenant_id = ${o.tenantId} and e.id = ${o.entryId})) < ${o.maxHeldByPatient}
        on conflict do nothing
        returning id`);
      const row = rowsOf<{ id: string | number }>(result)[0];
      return row === undefined ? undefined : Number(row.id);
    },

    /** Live offers of a clinic (their doctor, instants and patient), to skip times already held. */
    async liveOffers(tenantId: number) {
      return db
        .select({
          doctorId: waitlistOffers.doctorId,
          startsAt: waitlistOffers.startsAt,
          endsAt: waitlistOffers.endsAt,
          customerId: waitlistEntries.customerId,
        })
        .from(waitlistOffers)
        .innerJoin(
          waitlistEntries,
          and(eq(waitlistEntries.tenantId, waitlistOffers.tenantId), eq(waitlistEntries.id, waitlistOffers.entryId)),
        )
        .where(and(eq(waitlistOffers.tenantId, tenantId), eq(waitlistOffers.status, 'live')));
    },

    offerWords,
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
