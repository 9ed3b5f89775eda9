import type { TFailedWhatsApp } from '@clinic/contract/messaging/staff-whatsapp';
import { type StaffSession, assertRole } from '../../lib/staff-session';
import type { OutboundRepository } from './outbound.repository';

/** What the clinic's front desk sees of messaging: messages that failed for good, to follow up by phone. */
export function createMessagingStaff(deps: { repo: OutboundRepository }) {
  return {
    async failed(staff: StaffSession, query: { limit: number; before_id?: number | undefined }) {
      assertRole(staff, 'owner', 'reception');
      const rows = await deps.repo.failed(staff.tenantId, query.limit, query.before_id);
      const messages: TFailedWhatsApp[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind as TFailedWhatsApp['kind'],
        topic: row.topic,
        appointment_id: row.appointmentId,
        patient: { id: row.customerId, name: row.patientName, phone: row.phone.replace(/^\+/, '') },
        attempts: row.attempts,
        last_error: row.lastError,
        created_at: row.createdAt.toISOString(),
      }));
      return { messages };
    },
  };
}
export type MessagingStaff = ReturnType<typeof createMessagingStaff>;
