import {
  type TCreateWebhookRequest,
  type TWebhookEndpoint,
  WEBHOOK_MAX_ENDPOINTS,
} from '@clinic/contract/webhooks/staff-webhooks';
import { AppError } from '../../errors';
import { assertSection } from '../../lib/staff-sections';
import type { StaffSession } from '../../lib/staff-session';
import type { AuditService } from '../audit/audit.service';
import { type TargetPolicy, addressesOf, parseTarget } from './webhook-targets';
import { newWebhookSecret } from './webhook-signature';
import type { DeliveryRow, EndpointRow, WebhooksRepository } from './webhooks.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const deliveryView = (row: DeliveryRow) => ({
  id: row.id,
  event_id: row.eventId,
  type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  http_status: row.lastHttpStatus,
  error: row.lastError,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: iso(row.lastAttemptAt),
  next_attempt_at: iso(row.nextAttemptAt),
});

const endpointView = (row: EndpointRow, deliveries: DeliveryRow[]): TWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  include_contact: row.includeContact,
  status: row.status === 'paused' ? 'paused' : 'active',
  failing_since: iso(row.failingSince),
  paused_at: iso(row.pausedAt),
  created_at: row.createdAt.toISOString(),
  deliveries: deliveries.map(deliveryView),
});

/** Owners' webhook endpoints: add (the secret answered once), list with their last deliveries, remove, resume. */
export function createWebhooks(deps: {
  repo: WebhooksRepository;
  audit: Pick<AuditService, 'record'>;
  policy: TargetPolicy;
  now: () => Date;
}) {
  const { repo, audit } = deps;

  return {
    async list(staff: StaffSession): Promise<{ endpoints: TWebhookEndpoint[] }> {
      assertSection(staff, 'webhooks');
      const rows = await repo.listLive(staff.tenantId);
      const endpoints = [];
      for (const row of rows) endpoints.push(endpointView(row, await repo.lastDeliveries(staff.tenantId, row.id)));
      return { endpoints };
    },

    /** Refuses an address that is not https (in production) or leads to a private network, before storing it. */
    async create(staff: StaffSession, body: TCreateWebhookRequest) {
      assertSection(staff, 'webhooks');
      const url = parseTarget(body.url, deps.policy);
      await addressesOf(url, deps.policy);
      if ((await repo.countLive(staff.tenantId)) >= WEBHOOK_MAX_ENDPOINTS) throw new AppError('WEBHOOK_LIMIT');
      const secret = newWebhookSecret();
      const row = await repo.insert({
        tenantId: staff.tenantId,
        url: url.href,
        events: [...new Set(body.events)],
        includeContact: body.include_contact,
        secret,
        createdBy: staff.staffId,
        createdAt: deps.now(),
      });
      // The audit keeps where events go and what they carry, never the secret.
      await audit.record(staff, {
        action: 'webhook.created',
        targetType: 'webhook',
        targetId: row.id,
        after: { url: row.url, events: row.events.join(' '), include_contact: row.includeContact },
      });
      return { id: row.id, secret };
    },

    async remove(staff: StaffSession, id: number) {
      assertSection(staff, 'webhooks');
      const row = await repo.remove(staff.tenantId, id, deps.now());
      if (!row) throw new AppError('WEBHOOK_NOT_FOUND');
      await audit.record(staff, {
        action: 'webhook.removed',
        targetType: 'webhook',
        targetId: id,
        before: { url: row.url },
      });
      return { success: 1 as const };
    },

    async resume(staff: StaffSession, id: number) {
      assertSection(staff, 'webhooks');
      const row = await repo.resume(staff.tenantId, id);
      if (!row) throw new AppError('WEBHOOK_NOT_FOUND');
      await audit.record(staff, { action: 'webhook.resumed', targetType: 'webhook', targetId: id });
      return { success: 1 as const };
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
