import type { TWaitlistEntry } from '@clinic/contract/appointments/waitlist';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type Wanted, pick } from '../../lib/localize';
import type { Logger } from '../../lib/logger';
import { addDays, minutesOf, wallOf, zonedDay } from '../../lib/zoned-time';
import { type AvailabilityService, type TenantClock, bookingWindowDays } from '../availability/availability.service';
import { wallWords } from '../messaging/message-texts';
import { offerPath, offerText } from './waitlist-offer-text';
import type { WaitingEntry, WaitlistRepository } from './waitlist.repository';
import type { WaitlistConfig } from '../../settings/waitlist.config';

/**
 * A patient's entries waiting at one clinic, and the freed times held for them at once: with more, one patient
 * could hold a doctor's free week while others are told the time is taken (WAITLIST_LIMIT beyond the first).
 */
export const WAITLIST_ENTRIES_PER_PATIENT = 5;
export const WAITLIST_OFFERS_HELD_PER_PATIENT = 2;

/** Entries one sweep looks at, oldest first; the next sweep takes the rest. */
const ENTRIES_PER_SWEEP = 500;

/** What the waitlist needs of messaging: an offer's message queued in the offer's transaction. */
export type OfferMessages = {
  queueOffer(
    tx: Db,
    m: { tenantId: number; customerId: number; phone: string; lang: string; startsAt: Date; body: string; now: Date },
  ): Promise<void>;
};

/**
 * The waitlist (issue #20): patients wait for a treatment at a branch on a day or up to 8 days; a sweep offers each
 * free time to the first waiting entry it fits (treatment, branch, day, a doctor free for the treatment's length),
 * holds it for that entry for `holdMinutes` (no other entry is offered it meanwhile), then passes it to the next.
 */
export function createWaitlistService(deps: {
  repo: WaitlistRepository;
  availability: Pick<AvailabilityService, 'freeTimes' | 'forget'>;
  messages: OfferMessages;
  config: WaitlistConfig;
  now: () => Date;
  siteOrigin: () => string;
  log: Logger;
}) {
  const { repo, availability, now, config } = deps;

  function view(
    row: Awaited<ReturnType<WaitlistRepository['listOwn']>>[number],
    tenant: TenantClock & { key: string },
    lang: Wanted,
  ): TWaitlistEntry {
    const { entry, offer } = row;
    const at = offer ? wallOf(tenant.timeZone, offer.startsAt.getTime()) : undefined;
    return {
      id: entry.id,
      branch: entry.branchId,
      appointments_type_id: entry.treatmentId,
      treatment_name: pick(row.treatmentName, lang) ?? '',
      branch_name: pick(row.branchName, lang) ?? '',
      date: entry.dateFrom,
      until: entry.dateUntil,
      doctor_id: entry.doctorId,
      doctor_name: entry.doctorId === null ? null : (pick(row.doctorName, lang) ?? null),
      status: offer ? 'offered' : (entry.status as TWaitlistEntry['status']),
      offer:
        offer && at
          ? {
              date: at.date,
              time: at.time,
              doctor_id: offer.doctorId,
              expires_at: offer.expiresAt.toISOString(),
              link: offerPath(tenant.key, { ...entry, date: at.date, time: at.time }),
            }
          : null,
      created_at: entry.createdAt.toISOString(),
    };
  }

  /** Offers one entry the first free time that fits it and no live offer holds; answers whether it did. */
  async function offerTo(entry: WaitingEntry, today: string, held: Set<string>, offered: Set<string>, at: Date) {
    const tenant = { id: entry.tenantId, timeZone: entry.timeZone };
    const length = entry.durationMinutes * 60_000;
    const heldOverlaps = (doctorId: number, start: number) =>
      [...held].some((key) => {
        const [doctor, from, to] = key.split('|').map(Number) as [number, number, number];
        return doctor === doctorId && from < start + length && start < to;
      });
    for (let date = entry.dateFrom < today ? today : entry.dateFrom; date <= entry.dateUntil; date = addDays(date, 1)) {
      let free: Array<{ time: string; doctorIds: number[] }>;
      try {
        free = await availability.freeTimes(tenant, {
          branchId: entry.branchId,
          treatmentId: entry.treatmentId,
          date,
          // An entry for one doctor is offered only that doctor's freed time.
          doctorId: entry.doctorId ?? undefined,
        });
      } catch (error) {
        // An archived branch or treatment, or a doctor who no longer gives it there: nothing to offer.
        if (error instanceof AppError) return false;
        throw error;
      }
      const day = zonedDay(entry.timeZone, date);
      for (const slot of free) {
        const start = day.boundaryOf(minutesOf(slot.time));
        if (start <= at.getTime()) continue;
        for (const doctorId of slot.doctorIds) {
          if (offered.has(`${doctorId}|${start}`) || heldOverlaps(doctorId, start)) continue;
          const startsAt = new Date(start);
          const made = await repo.db.transaction(async (tx) => {
            const id = await repo.offer(tx, {
              tenantId: entry.tenantId,
              entryId: entry.id,
              doctorId,
              startsAt,
              endsAt: new Date(start + length),
              expiresAt: new Date(at.getTime() + config.holdMinutes * 60_000),
              now: at,
              maxHeldByPatient: WAITLIST_OFFERS_HELD_PER_PATIENT,
            });
            if (id === undefined) return false;
            const words = await repo.offerWords(tx, entry.tenantId, entry.id);
            if (!words) return true;
            const lang = words.lang;
            const wall = wallWords(startsAt, entry.timeZone, lang);
            const { time } = wallOf(entry.timeZone, start);
            const link = `${deps.siteOrigin()}${offerPath(entry.tenantKey, { ...entry, date, time })}`;
            const body = offerText(
              {
                clinic: pick(words.clinicName, lang) ?? '',
                treatment: pick(words.treatmentName, lang) ?? '',
                doctor: pick(words.doctorName, lang) ?? '',
                branch: pick(words.branchName, lang) ?? '',
                date: wall.date,
                time: wall.time,
                minutes: config.holdMinutes,
                link,
              },
              lang,
            );
            await deps.messages.queueOffer(tx, {
              tenantId: entry.tenantId,
              customerId: entry.customerId,
              phone: words.phone,
              lang,
              startsAt,
              body,
              now: at,
            });
            return true;
          });
          if (made) {
            // This process's next read of the day sees the hold at once (others hear it from the change feed).
            availability.forget(entry.tenantId);
            held.add(`${doctorId}|${start}|${start + length}`);
            return true;
          }
          // Another process offered an overlapping time meanwhile: it is held, try the next.
          held.add(`${doctorId}|${start}|${start + length}`);
        }
      }
    }
    return false;
  }

  return {
    /** Joins the line: the treatment must be offered at the branch and the days bookable (today..the window). */
    async join(
      tenant: TenantClock & { key: string },
      customerId: number,
      q: {
        branchId: number;
        treatmentId: number;
        date: string;
        until?: string | undefined;
        doctorId?: number | undefined;
      },
      lang: Wanted,
    ): Promise<TWaitlistEntry> {
      const at = now();
      const today = wallOf(tenant.timeZone, at.getTime()).date;
      const until = q.until ?? q.date;
      if (q.date < today) throw new AppError('TIME_PASSED');
      const days = bookingWindowDays(tenant, 'patient');
      if (q.date > addDays(today, days)) throw new AppError('OUTSIDE_BOOKING_WINDOW', { params: { count: days } });
      // Refuses an unknown or archived branch or treatment, one not offered at the branch, or a doctor who does
      // not give it there.
      await availability.freeTimes(tenant, {
        branchId: q.branchId,
        treatmentId: q.treatmentId,
        date: q.date,
        doctorId: q.doctorId,
      });
      const doctorId = q.doctorId ?? null;
      const existing = (await repo.listOwn(tenant.id, customerId)).find(
        (r) =>
          r.entry.branchId === q.branchId &&
          r.entry.treatmentId === q.treatmentId &&
          r.entry.dateFrom === q.date &&
          r.entry.dateUntil === until &&
          r.entry.doctorId === doctorId,
      );
      if (existing) return view(existing, tenant, lang);
      const entry = await repo.insertWithin(
        {
          tenantId: tenant.id,
          customerId,
          branchId: q.branchId,
          treatmentId: q.treatmentId,
          doctorId,
          dateFrom: q.date,
          dateUntil: until,
          createdAt: at,
        },
        WAITLIST_ENTRIES_PER_PATIENT,
      );
      if (!entry) throw new AppError('WAITLIST_LIMIT', { params: { count: WAITLIST_ENTRIES_PER_PATIENT } });
      const [row] = (await repo.listOwn(tenant.id, customerId)).filter((r) => r.entry.id === entry.id);
      return view(row!, tenant, lang);
    },

    /** The patient's own entries still waiting (with the time offered to them, if any). */
    async list(tenant: TenantClock & { key: string }, customerId: number, lang: Wanted): Promise<TWaitlistEntry[]> {
      return (await repo.listOwn(tenant.id, customerId)).map((r) => view(r, tenant, lang));
    },

    /** Leaves the line; another patient's entry or one already over is NOT_FOUND. */
    async cancel(tenant: TenantClock, customerId: number, id: number): Promise<void> {
      if (!(await repo.cancelOwn(tenant.id, customerId, id, now()))) throw new AppError('NOT_FOUND');
    },

    /**
     * One sweep at `at`: settles offers (held past their time, booked, or taken by someone else), ends entries whose
     * days passed, then, in line order, offers each waiting entry without a live offer a free time nobody holds.
     * Answers how many offers it made.
     */
    async sweep(at: Date = now()): Promise<number> {
      // Time whose hold ended is free again: this process reads it anew before it offers it to the next in line.
      for (const tenantId of await repo.settleOffers(at)) availability.forget(tenantId);
      const waiting = await repo.waiting(ENTRIES_PER_SWEEP);
      const byTenant = new Map<number, WaitingEntry[]>();
      for (const e of waiting) byTenant.set(e.tenantId, [...(byTenant.get(e.tenantId) ?? []), e]);
      let made = 0;
      for (const [tenantId, entries] of byTenant) {
        const today = wallOf(entries[0]!.timeZone, at.getTime()).date;
        await repo.expireEntries(tenantId, today, at);
        const live = await repo.liveOffers(tenantId);
        const held = new Set(live.map((o) => `${o.doctorId}|${o.startsAt.getTime()}|${o.endsAt.getTime()}`));
        const heldBy = new Map<number, number>();
        for (const o of live) heldBy.set(o.customerId, (heldBy.get(o.customerId) ?? 0) + 1);
        const open = entries.filter((e) => !e.offered && e.dateUntil >= today);
        const offered = await repo.offeredTimes(
          tenantId,
          open.map((e) => e.id),
        );
        for (const entry of open) {
          // A patient holding their most offers waits for one to end; the offer's own check is the exact one.
          const holds = heldBy.get(entry.customerId) ?? 0;
          if (holds >= WAITLIST_OFFERS_HELD_PER_PATIENT) continue;
          if (await offerTo(entry, today, held, offered.get(entry.id) ?? new Set(), at)) {
            made += 1;
            heldBy.set(entry.customerId, holds + 1);
          }
        }
      }
      return made;
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;
