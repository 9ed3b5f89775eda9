import type { TLang } from '@clinic/contract/core/common';
import type { TStaffWaitlistEntry } from '@clinic/contract/appointments/staff-waitlist';
import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import { assertSection } from '../../lib/staff-sections';
import type { StaffSession } from '../../lib/staff-session';
import { wallOf } from '../../lib/zoned-time';
import type { AvailabilityService, TenantClock } from '../availability/availability.service';
import type { AuditService } from '../audit/audit.service';
import type { WaitlistDeskRepository } from './waitlist-desk.repository';

/** How the desk ends an entry: served (the patient got a visit), or removed with a reason. */
export type WaitlistEnd = { outcome: 'served' } | { outcome: 'removed'; reason: string };

/**
 * The clinic's waitlist at the front desk (owners and reception): who waits for what, where and when, and ending an
 * entry as served or removed with a reason. Each end is audit-logged and frees any time held for the entry.
 */
export function createWaitlistDesk(deps: {
  repo: WaitlistDeskRepository;
  audit: Pick<AuditService, 'record'>;
  availability: Pick<AvailabilityService, 'forget'>;
  now: () => Date;
}) {
  const { repo, now } = deps;
  return {
    async list(staff: StaffSession, tenant: TenantClock, lang: TLang): Promise<TStaffWaitlistEntry[]> {
      assertSection(staff, 'waitlist');
      const today = wallOf(tenant.timeZone, now().getTime()).date;
      const rows = await repo.waiting(staff.tenantId, today);
      return rows.map(({ entry, offer, ...row }) => {
        const at = offer ? wallOf(tenant.timeZone, offer.startsAt.getTime()) : null;
        return {
          id: entry.id,
          patient: { id: entry.customerId, name: row.patientName ?? '', phone: row.phone.replace(/^\+/, '') },
          treatment_id: entry.treatmentId,
          treatment: pick(row.treatmentName, lang) ?? '',
          branch_id: entry.branchId,
          branch: pick(row.branchName, lang) ?? '',
          date: entry.dateFrom,
          until: entry.dateUntil,
          doctor_id: entry.doctorId,
          status: offer ? 'offered' : 'waiting',
          offer:
            offer && at
              ? { date: at.date, time: at.time, doctor_id: offer.doctorId, expires_at: offer.expiresAt.toISOString() }
              : null,
          created_at: entry.createdAt.toISOString(),
        };
      });
    },

    /** Ends a waiting entry of the staff's clinic; another clinic's, or one already over, is NOT_FOUND. */
    async end(staff: StaffSession, id: number, how: WaitlistEnd): Promise<void> {
      assertSection(staff, 'waitlist');
      const freed = await repo.db.transaction(async (tx) => {
        const status = how.outcome === 'served' ? 'booked' : 'cancelled';
        const ended = await repo.end(tx, { tenantId: staff.tenantId, id, status, now: now() });
        if (!ended) throw new AppError('NOT_FOUND');
        const { entry } = ended;
        const record = {
          customer_id: entry.customerId,
          treatment_id: entry.treatmentId,
          branch_id: entry.branchId,
          date: entry.dateFrom,
          until: entry.dateUntil,
        };
        await deps.audit.record(
          staff,
          {
            action: how.outcome === 'served' ? 'waitlist.served' : 'waitlist.removed',
            targetType: 'waitlist',
            targetId: entry.id,
            before: { ...record, status: 'waiting' },
            after: { ...record, status, ...(how.outcome === 'removed' ? { reason: how.reason } : {}) },
          },
          tx,
        );
        return ended.freedOffer;
      });
      // The time held for the entry is free again: this process reads it anew (others hear the change feed).
      if (freed) deps.availability.forget(staff.tenantId);
    },
  };
}
export type WaitlistDesk = ReturnType<typeof createWaitlistDesk>;
