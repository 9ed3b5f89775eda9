import type { TLang } from '@clinic/contract/core/common';
import type { TFailedWhatsApp } from '@clinic/contract/messaging/staff-whatsapp';
import { pick } from '../../lib/localize';
import { assertSection } from '../../lib/staff-sections';
import type { StaffSession } from '../../lib/staff-session';
import { wallOf } from '../../lib/zoned-time';
import type { FailedMessagesRepository } from './failed-messages.repository';
import { failureReason } from './failure-reason';

/**
 * What the clinic's front desk sees of messaging: messages that failed for good, with why in plain words and the
 * visit they were about, to follow up by phone.
 */
export function createMessagingStaff(deps: { repo: FailedMessagesRepository }) {
  return {
    async failed(staff: StaffSession, query: { limit: number; before_id?: number | undefined }, lang: TLang) {
      assertSection(staff, 'failed_messages');
      // One more than the page: whether older messages remain.
      const found = await deps.repo.list(staff.tenantId, query.limit + 1, query.before_id);
      const rows = found.slice(0, query.limit);
      const messages: TFailedWhatsApp[] = rows.map((row) => {
        const at = row.visitStartsAt ? wallOf(row.timeZone, row.visitStartsAt.getTime()) : null;
        return {
          id: row.id,
          kind: row.kind as TFailedWhatsApp['kind'],
          topic: row.topic,
          appointment_id: row.appointmentId,
          patient: { id: row.customerId, name: row.patientName, phone: row.phone.replace(/^\+/, '') },
          attempts: row.attempts,
          last_error: row.lastError,
          reason: failureReason(row.lastError),
          visit:
            at && row.branchId !== null
              ? {
                  date: at.date,
                  start_time: at.time,
                  branch_id: row.branchId,
                  branch: pick(row.branchName, lang) ?? '',
                  treatment: pick(row.treatmentName, lang) ?? '',
                  doctor: pick(row.doctorName, lang) ?? '',
                  cancelled: row.visitStatus !== 'active',
                }
              : null,
          created_at: row.createdAt.toISOString(),
        };
      });
      return { messages, next_before_id: found.length > query.limit ? rows.at(-1)!.id : null };
    },
  };
}
export type MessagingStaff = ReturnType<typeof createMessagingStaff>;
