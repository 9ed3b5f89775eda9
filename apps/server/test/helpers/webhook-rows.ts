import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema';

/** One clinic's webhook endpoint as stored (its secret, its failing mark), or undefined. */
export async function endpointRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  return row;
}

/** One endpoint's deliveries as stored, oldest first. */
export async function endpointDeliveryRows(db: Db, tenantId: number, endpointId: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(webhookDeliveries.id);
}

/** One clinic's delivery as stored, or undefined. */
export async function deliveryRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id)));
  return row;
}

/** The deliveries of one event type about one visit, of any endpoint. */
export async function visitDeliveryRows(
  db: Db,
  appointmentId: number,
  eventType: (typeof webhookDeliveries.$inferSelect)['eventType'],
) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.appointmentId, appointmentId), eq(webhookDeliveries.eventType, eventType)));
}
