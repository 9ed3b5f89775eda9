import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { appointments, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { eventFacts } from './webhook-facts.repository';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
/** Deliveries each endpoint lists, newest first. */
const LISTED_DELIVERIES = 10;

/** Webhook endpoints and their deliveries; SQL only (the rules are in webhooks.service.ts and webhook-delivery.ts). */
export function createWebhooksRepository(db: Db) {
  const live = (tenantId: number) =>
    and(eq(webhookEndpoints.tenantId, tenantId), ne(webhookEndpoints.status, 'removed'));
  const one = (tenantId: number, id: number) =>
    and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id));

  return {
    db,

    async countLive(tenantId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(live(tenantId));
      return row?.n ?? 0;
    },

    async insert(values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    listLive(tenantId: number): Promise<EndpointRow[]> {
      return db.select().from(webhookEndpoints).where(live(tenantId)).orderBy(webhookEndpoints.id);
    },

    lastDeliveries(tenantId: number, endpointId: number): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId)))
        .orderBy(desc(webhookDeliveries.id))
        .limit(LISTED_DELIVERIES);
    },

    /** Marks an endpoint removed and deletes its secret; answers it, or nothing when it was not live. */
    async remove(tenantId: number, id: number, at: Date): Promise<EndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ status: 'removed', removedAt: at, secret: null })
        .where(and(one(tenantId, id), ne(webhookEndpoints.status, 'removed')))
        .returning();
      return row;
    },

    /** A paused endpoint active again, its failures forgotten; answers whether it was live. */
    async resume(tenantId: number, id: number): Promise<EndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          status: sql`case when ${webhookEndpoints.status} = 'paused' then 'active' else ${webhookEndpoints.status} end`,
          failingSince: null,
          pausedAt: null,
        })
        .where(and(one(tenantId, id), ne(webhookEndpoints.status, 'removed')))
        .returning();
      return row;
    },

    /** The clinic's active endpoints that asked for this event. */
    subscribed(tx: Db, tenantId: number, type: string) {
      return tx
        .select({ id: webhookEndpoints.id, includeContact: webhookEndpoints.includeContact })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.tenantId, tenantId),
            eq(webhookEndpoints.status, 'active'),
            sql`${type} = any(${webhookEndpoints.events})`,
          ),
        );
    },

    /** What an event about a visit (and one of its payments) tells (webhook-facts.repository.ts). */
    facts: eventFacts,

    async insertDeliveries(tx: Db, rows: Array<typeof webhookDeliveries.$inferInsert>): Promise<number[]> {
      if (rows.length === 0) return [];
      const made = await tx.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
      return made.map((row) => row.id);
    },

    /**
     * Every delivery about a patient's visits whose body carries contact details, locked until the caller's
     * transaction (an erasure) commits.
     */
    withContactOf(tx: Db, tenantId: number, customerId: number): Promise<Array<{ id: number; body: string }>> {
      const visits = tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenantId), eq(appointments.customerId, customerId)));
      return tx
        .select({ id: webhookDeliveries.id, body: webhookDeliveries.body })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.tenantId, tenantId),
            inArray(webhookDeliveries.appointmentId, visits),
            sql`(${webhookDeliveries.body}::jsonb #> '{data,patient}') is not null`,
          ),
        )
        .for('update');
    },

    /** Writes deliveries' bodies anew (their ids, types, status and attempts stay), in one statement. */
    async rewriteBodies(tx: Db, tenantId: number, rows: Array<{ id: number; body: string }>) {
      if (rows.length === 0) return;
      await tx.execute(sql`
        update webhook_deliveries d
           set body = v.body
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, body text)
         where d.tenant_id = ${tenantId} and d.id = v.id`);
    },

    /** Whether an earlier delivery of the same visit to the same endpoint is still being tried. */
    async earlierPending(delivery: typeof webhookDeliveries.$inferSelect): Promise<boolean> {
      if (delivery.appointmentId === null || delivery.visitSequence === null) return false;
      const rows = await db.execute(sql`
        select 1 from webhook_deliveries d
         where d.tenant_id = ${delivery.tenantId} and d.endpoint_id = ${delivery.endpointId}
           and d.appointment_id = ${delivery.appointmentId} and d.status = 'pending'
           and (d.visit_sequence, d.id) < (${delivery.visitSequence}, ${delivery.id})
         limit 1`);
      return rowsOf(rows).length > 0;
    },

    /** A delivery with what sending it needs from its endpoint. */
    async forAttempt(tenantId: number, deliveryId: number) {
      const [row] = await db
        .select({
          delivery: webhookDeliveries,
          url: webhookEndpoints.url,
          secret: webhookEndpoints.secret,
          endpointStatus: webhookEndpoints.status,
        })
        .from(webhookDeliveries)
        .innerJoin(
          webhookEndpoints,
          and(
            eq(webhookEndpoints.tenantId, webhookDeliveries.tenantId),
            eq(webhookEndpoints.id, webhookDeliveries.endpointId),
          ),
        )
        .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, deliveryId)));
      return row;
    },

    /**
     * Records the outcome of attempt number `attempt` (counted from 0) of a pending delivery: only the first to
     * record it does (a second worker's answer is dropped). Answers the row recorded, or nothing.
     */
    async recordAttempt(
      tx: Db,
      key: { tenantId: number; id: number; attempt: number },
      outcome: {
        status: 'pending' | 'delivered' | 'failed';
        httpStatus: number | null;
        error: string | null;
        at: Date;
        next: Date | null;
      },
    ): Promise<DeliveryRow | undefined> {
      const [row] = await tx
        .update(webhookDeliveries)
        .set({
          status: outcome.status,
          attempts: key.attempt + 1,
          lastHttpStatus: outcome.httpStatus,
          lastError: outcome.error,
          lastAttemptAt: outcome.at,
          nextAttemptAt: outcome.next,
        })
        .where(
          and(
            eq(webhookDeliveries.tenantId, key.tenantId),
            eq(webhookDeliveries.id, key.id),
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookDeliveries.attempts, key.attempt),
          ),
        )
        .returning();
      return row;
    },

    /** A delivery that will not be sent: its endpoint was paused or removed. */
    async settleUnsent(tenantId: number, id: number, status: 'paused' | 'failed', error: string) {
      await db
        .update(webhookDeliveries)
        .set({ status, lastError: error, nextAttemptAt: null })
        .where(
          and(
            eq(webhookDeliveries.tenantId, tenantId),
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, 'pending'),
          ),
        );
    },

    /** An endpoint answered: it is not failing. */
    async answered(tx: Db, tenantId: number, endpointId: number) {
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(one(tenantId, endpointId));
    },

    /** An endpoint failed at `at`: answers since when it has been failing without a success. */
    async failed(tx: Db, tenantId: number, endpointId: number, at: Date): Promise<Date> {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
        .where(one(tenantId, endpointId))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row?.failingSince ?? at;
    },

    /** Pauses an active endpoint and its pending deliveries; answers whether this call paused it. */
    async pause(tx: Db, tenantId: number, endpointId: number, at: Date): Promise<boolean> {
      const paused = await tx
        .update(webhookEndpoints)
        .set({ status: 'paused', pausedAt: at })
        .where(and(one(tenantId, endpointId), eq(webhookEndpoints.status, 'active')))
        .returning({ id: webhookEndpoints.id });
      if (paused.length === 0) return false;
      await tx
        .update(webhookDeliveries)
        .set({ status: 'paused', nextAttemptAt: null })
        .where(
          and(
            eq(webhookDeliveries.tenantId, tenantId),
            eq(webhookDeliveries.endpointId, endpointId),
            inArray(webhookDeliveries.status, ['pending']),
          ),
        );
      return true;
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
