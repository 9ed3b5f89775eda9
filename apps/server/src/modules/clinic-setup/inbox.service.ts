import type { TInboxMessage } from '@clinic/contract/staff/staff-inbox';
import { AppError } from '../../errors';
import { type StaffSession } from '../../lib/staff-session';
import type { InboxFilter, MessageRow, MessagesRepository } from '../messages/messages.repository';
import type { AuditService } from '../audit/audit.service';
import { assertSection } from '../../lib/staff-sections';

const messageView = (row: MessageRow): TInboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
  answered: row.answeredAt !== null,
  answered_at: row.answeredAt?.toISOString() ?? null,
});

/** The contact form's messages, for owners and reception: read them, mark them read and answered. */
export function createInboxService(deps: { messages: MessagesRepository; audit: AuditService; now: () => Date }) {
  const { messages, audit, now } = deps;

  async function mark(staff: StaffSession, id: number, answered: boolean) {
    assertSection(staff, 'inbox');
    const before = await messages.find(staff.tenantId, id);
    if (!before) throw new AppError('MESSAGE_NOT_FOUND');
    const after = (await messages.mark(staff.tenantId, id, now(), answered))!;
    const changed = answered ? before.answeredAt === null : before.readAt === null;
    if (changed) {
      await audit.record(staff, {
        action: answered ? 'message.answered' : 'message.read',
        targetType: 'message',
        targetId: id,
        before: { read: before.readAt !== null, answered: before.answeredAt !== null },
        after: { read: after.readAt !== null, answered: after.answeredAt !== null },
      });
    }
    return { success: 1 as const, message: messageView(after) };
  }

  return {
    async list(staff: StaffSession, query: { filter: InboxFilter; limit: number; offset: number }) {
      assertSection(staff, 'inbox');
      const [rows, counts] = await Promise.all([messages.list(staff.tenantId, query), messages.counts(staff.tenantId)]);
      return { messages: rows.map(messageView), ...counts };
    },
    markRead: (staff: StaffSession, id: number) => mark(staff, id, false),
    markAnswered: (staff: StaffSession, id: number) => mark(staff, id, true),
  };
}
