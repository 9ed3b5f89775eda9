import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Localized } from '../../db/schema';
import type { DeliveryRow, Queued } from './outbound.repository';
import { rowsOf } from '../../db/rows';
import type { MessageKind, MessageState } from '../../db/column-types';

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
/** The messages of a batch as two arrays (PostgreSQL array literals): tenants and ids, in the same order. */
const keysOf = (messages: Queued[]) => ({
  tenants: `{${messages.map((m) => m.tenantId).join(',')}}`,
  ids: `{${messages.map((m) => m.messageId).join(',')}}`,
});

/** How one delivery attempt ended: sent, skipped (no longer true), failed for good, or back to the queue. */
export type Outcome =
  | { status: 'sent'; providerMessageId: string; body: string; at: Date }
  | { status: 'skipped'; reason: string }
  | { status: 'failed' | 'queued'; error: string };

function deliveryRowOf(r: Record<string, unknown>): DeliveryRow {
  return {
    tenantId: Number(r.tenant_id),
    id: Number(r.id),
    customerId: Number(r.customer_id),
    appointmentId: r.appointment_id === null ? null : Number(r.appointment_id),
    kind: r.kind as MessageKind,
    topic: r.topic as string,
    phone: r.phone as string,
    lang: r.lang as string,
    startsAt: date(r.starts_at),
    dedupKey: r.dedup_key as string | null,
    status: r.status as MessageState,
    claimedUntil: date(r.claimed_until),
    attempts: Number(r.attempts),
    lastError: r.last_error as string | null,
    providerMessageId: r.provider_message_id as string | null,
    body: r.body as string | null,
    createdAt: date(r.created_at)!,
    sentAt: date(r.sent_at),
    tenantKey: r.tenant_key as string,
    timeZone: r.time_zone as string,
    clinicName: r.clinic_name as Localized,
    visitStatus: (r.visit_status as string | null) ?? null,
    visitStartsAt: date(r.visit_starts_at),
    visitHeldUntil: date(r.visit_held_until),
    branchName: (r.branch_name as Localized | null) ?? null,
    branchAddress: (r.branch_address as Localized | null) ?? null,
    treatmentName: (r.treatment_name as Localized | null) ?? null,
    doctorName: (r.doctor_name as Localized | null) ?? null,
    familyMemberName: (r.family_member_name as string | null) ?? null,
  };
}

/**
 * The delivery attempts' SQL (decision 009), a batch of messages per statement: claiming and reading a batch is one
 * statement, settling it another, whatever its size.
 */
export function createDeliveryRepository(db: Db) {
  return {
    /**
     * Takes messages for one delivery attempt each, with what their texts need: those queued, or held by an attempt
     * that never finished (its process died) whose hold ran out `statusWaitSeconds` ago with no delivery status from
     * the provider (one would have settled it). The hold is on the database's clock, so workers on several machines
     * agree on it. A message another attempt holds, or already settled, is not among them.
     */
    async claim(messages: Queued[], holdSeconds: number, statusWaitSeconds = 0): Promise<DeliveryRow[]> {
      if (messages.length === 0) return [];
      const { tenants, ids } = keysOf(messages);
      const result = await db.execute(sql`
        with claimed as (
          update outbound_messages m
             set status = 'sending', attempts = m.attempts + 1, claimed_until = now() + make_interval(secs => ${holdSeconds})
            from unnest(${tenants}::int[], ${ids}::bigint[]) as k(tenant_id, id)
           where m.tenant_id = k.tenant_id and m.id = k.id
             and (m.status = 'queued'
                  or (m.status = 'sending' and m.claimed_until + make_interval(secs => ${statusWaitSeconds}) < now()))
          returning m.*)
        select m.*, t.key as tenant_key, t.time_zone, t.name as clinic_name, a.status as visit_status,
               a.starts_at as visit_starts_at,
               case when a.status = 'active' and a.paid_status = 0 then a.hold_expires_at end as visit_held_until,
               b.name as branch_name, b.address as branch_address,
               tr.name as treatment_name, d.name as doctor_name, f.name as family_member_name
          from claimed m
          join tenants t on t.id = m.tenant_id
          left join appointments a on a.tenant_id = m.tenant_id and a.id = m.appointment_id
          left join branches b on b.tenant_id = a.tenant_id and b.id = a.branch_id
          left join treatments tr on tr.tenant_id = a.tenant_id and tr.id = a.treatment_id
          left join doctors d on d.tenant_id = a.tenant_id and d.id = a.doctor_id
          left join family_members f on f.tenant_id = a.tenant_id and f.id = a.family_member_id`);
      return rowsOf<Record<string, unknown>>(result).map(deliveryRowOf);
    },

    /** Which of these messages a live attempt holds now (as `tenant.id` keys). */
    async held(messages: Queued[]): Promise<Set<string>> {
      if (messages.length === 0) return new Set();
      const { tenants, ids } = keysOf(messages);
      const result = await db.execute(sql`
        select m.tenant_id, m.id
          from outbound_messages m
          join unnest(${tenants}::int[], ${ids}::bigint[]) as k(tenant_id, id) on m.tenant_id = k.tenant_id and m.id = k.id
         where m.status = 'sending'`);
      return new Set(rowsOf<{ tenant_id: number; id: string | number }>(result).map((r) => `${r.tenant_id}.${r.id}`));
    },

    /** The ends of attempts, in one statement. */
    async settle(outcomes: Array<{ tenantId: number; id: number; outcome: Outcome }>): Promise<void> {
      if (outcomes.length === 0) return;
      const rows = outcomes.map(({ tenantId, id, outcome }) => ({
        tenant_id: tenantId,
        id,
        status: outcome.status,
        provider_message_id: outcome.status === 'sent' ? outcome.providerMessageId : null,
        body: outcome.status === 'sent' ? outcome.body : null,
        sent_at: outcome.status === 'sent' ? outcome.at.toISOString() : null,
        last_error:
          outcome.status === 'sent'
            ? null
            : outcome.status === 'skipped'
              ? outcome.reason
              : outcome.error.slice(0, 500),
      }));
      // A sent message keeps its last error (of an earlier attempt); any other keeps its provider id and body. A
      // message whose patient was erased while it was being sent stays as the erasure left it (decision 013).
      await db.execute(sql`
        update outbound_messages m
           set status = v.status, claimed_until = null,
               provider_message_id = case when v.status = 'sent' then v.provider_message_id else m.provider_message_id end,
               body = case when v.status = 'sent' then v.body else m.body end,
               sent_at = case when v.status = 'sent' then v.sent_at else m.sent_at end,
               last_error = case when v.status = 'sent' then m.last_error else v.last_error end
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
               as v(tenant_id int, id bigint, status text, provider_message_id text, body text, sent_at timestamptz,
                    last_error text)
         where m.tenant_id = v.tenant_id and m.id = v.id and m.phone not like 'erased:%'`);
    },
  };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
