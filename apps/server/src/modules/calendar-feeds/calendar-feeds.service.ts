import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { langOr, pick } from '../../lib/localize';
import type { RateLimiter } from '../../lib/rate-limiter';
import { type StaffSession, assertOwnDoctor, assertRole } from '../../lib/staff-session';
import { wallOf } from '../../lib/zoned-time';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { DoctorCalendarVisitRow } from '../appointments/appointments.types';
import type { CatalogRows } from '../catalog/catalog-rows.service';
import { hashToken } from '../../lib/token-hash';
import type { AuditService } from '../audit/audit.service';
import type { TenantRow } from '../../db/tenant-row';
import type { ClinicsService } from '../tenants/clinics.service';
import type { CalendarFeedsRepository } from './calendar-feeds.repository';
import { type FeedEvent, icsOf, shortName } from './ics';

/** A feed holds the doctor's visits from this many days back to this many ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;
/** Fetches of one feed, and from one address, in an hour: calendar apps ask every few minutes at most. */
const FETCHES_PER_FEED_HOUR = 60;
const FETCHES_PER_ADDRESS_HOUR = 600;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The path of a feed's address: the token is its only key, and `.ics` tells calendar apps what it is. */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/** Doctors' private calendar feeds: made and revoked by staff, read by calendar apps without a session. */
export function createCalendarFeeds(deps: {
  repo: CalendarFeedsRepository;
  appointments: Pick<AppointmentsService, 'doctorVisits'>;
  catalog: Pick<CatalogRows, 'findDoctor'>;
  tenants: Pick<ClinicsService, 'findById'>;
  audit: Pick<AuditService, 'record'>;
  limiter: RateLimiter;
  now: () => Date;
}) {
  /** An owner may manage any doctor's feed; a doctor account only its own; reception none. */
  async function assertMayManage(staff: StaffSession, doctorId: number) {
    assertRole(staff, 'owner', 'doctor');
    assertOwnDoctor(staff, doctorId);
    if (!(await deps.catalog.findDoctor(staff.tenantId, doctorId))) throw new AppError('DOCTOR_NOT_FOUND');
  }

  function eventOf(tenant: TenantRow, origin: string, visit: DoctorCalendarVisitRow): FeedEvent {
    const lang = langOr(tenant.lang);
    const treatment = pick(visit.treatmentName, lang) ?? '';
    const branch = pick(visit.branchName, lang) ?? '';
    const patient = shortName(visit.familyMemberName ?? visit.patientName);
    const date = wallOf(tenant.timeZone, visit.startsAt.getTime()).date;
    const url = `${origin}/${tenant.key}/staff?date=${date}&branch=${visit.branchId}&view=day`;
    return {
      uid: `visit-${tenant.id}-${visit.id}@${tenant.key}`,
      start: visit.startsAt,
      end: visit.endsAt,
      summary: patient ? `${treatment} · ${patient}` : treatment,
      location: [branch, pick(visit.branchAddress, lang)].filter(Boolean).join(', '),
      description: url,
      url,
      // The visit's changes after its booking (its first event is 1): 0 as booked, one more per change.
      sequence: visit.eventSequence - 1,
    };
  }

  return {
    /** A new private address for the doctor's feed (the one before stops working); audit-logged. */
    async create(staff: StaffSession, doctorId: number, origin: string) {
      await assertMayManage(staff, doctorId);
      const token = randomBytes(32).toString('base64url');
      await deps.repo.replace({
        tenantId: staff.tenantId,
        doctorId,
        tokenHash: hashToken(token),
        createdBy: staff.staffId,
      });
      await deps.audit.record(staff, { action: 'calendar_feed.created', targetType: 'doctor', targetId: doctorId });
      return { url: `${origin}${feedPath(token)}` };
    },

    /** Ends the doctor's feed: its address answers 404 from now on. */
    async revoke(staff: StaffSession, doctorId: number) {
      await assertMayManage(staff, doctorId);
      if (!(await deps.repo.revoke(staff.tenantId, doctorId))) throw new AppError('NOT_FOUND');
      await deps.audit.record(staff, { action: 'calendar_feed.revoked', targetType: 'doctor', targetId: doctorId });
      return { success: 1 as const };
    },

    /**
     * Ends the feeds a removed staff member's addresses could still read: those they made, and their doctor's.
     * Runs in the removal's transaction, and audit-logs each feed ended there.
     */
    async revokeOfMember(tx: Db, staff: StaffSession, member: { staffId: number; doctorId: number | null }) {
      const doctorIds = await deps.repo.revokeOfMember(tx, staff.tenantId, member);
      for (const doctorId of doctorIds) {
        await deps.audit.record(
          staff,
          {
            action: 'calendar_feed.revoked',
            targetType: 'doctor',
            targetId: doctorId,
            after: { removed_staff_id: member.staffId },
          },
          tx,
        );
      }
    },

    /** The feed of a token as iCalendar text; 404 for a token that is not a live feed's; 429 past the limits. */
    async feed(token: string, origin: string, address: string): Promise<string> {
      const at = deps.now();
      const tokenHash = hashToken(token);
      const limit = await deps.limiter.hit(
        [
          { key: `calendar-feed-address:${address}`, limit: FETCHES_PER_ADDRESS_HOUR, windowMs: HOUR },
          { key: `calendar-feed:${tokenHash}`, limit: FETCHES_PER_FEED_HOUR, windowMs: HOUR },
        ],
        at,
      );
      if (!limit.allowed) {
        throw new AppError('CALENDAR_FEED_LIMIT', { params: { minutes: Math.ceil(limit.retryAfterSeconds / 60) } });
      }
      const feed = await deps.repo.findLive(tokenHash);
      const tenant = feed && (await deps.tenants.findById(feed.tenantId));
      if (!feed || !tenant) throw new AppError('NOT_FOUND');
      const doctor = await deps.catalog.findDoctor(tenant.id, feed.doctorId);
      const visits = await deps.appointments.doctorVisits(
        tenant.id,
        feed.doctorId,
        new Date(at.getTime() - FEED_DAYS_BACK * DAY),
        new Date(at.getTime() + FEED_DAYS_AHEAD * DAY),
      );
      const lang = langOr(tenant.lang);
      return icsOf({
        name: [pick(doctor?.name, lang), pick(tenant.name, lang)].filter(Boolean).join(' · '),
        timeZone: tenant.timeZone,
        stamp: at,
        events: visits.map((visit) => eventOf(tenant, origin, visit)),
      });
    },
  };
}
export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
