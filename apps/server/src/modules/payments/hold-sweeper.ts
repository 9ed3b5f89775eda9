import { loggableError } from '../../lib/loggable-error';
import { sql } from 'drizzle-orm';
import type { Logger } from '../../lib/logger';
import type { Db } from '../../db/client';

/** A card charge in flight keeps its hold this long past expiry, so money is never taken for freed time. */
const IN_FLIGHT_GRACE = '2 minutes';

/**
 * Expires unpaid holds whose time ran out and closes their open payments; the time becomes bookable.
 * One statement (row locks, conditions re-checked after a wait), so any number of server processes can
 * run it at once and each hold expires exactly once. Call it before availability-sensitive writes.
 */
export async function expireUnpaidHolds(
  db: Db,
  now: Date,
  /**
   * One tenant's holds (before booking into its calendar), or one appointment's (before acting on it);
   * without it, every tenant's (the background sweep).
   */
  only?: { tenantId: number; appointmentId?: number },
): Promise<Array<{ tenantId: number; id: number }>> {
  const at = now.toISOString();
  const scope = only
    ? only.appointmentId === undefined
      ? sql`and a.tenant_id = ${only.tenantId}`
      : sql`and a.tenant_id = ${only.tenantId} and a.id = ${only.appointmentId}`
    : sql``;
  const result = await db.execute<{ tenant_id: number; id: string | number }>(sql`
    with expired as (
      update appointments a set status = 'expired'
      where a.status = 'active' and a.paid_status = 0
        and a.hold_expires_at is not null and a.hold_expires_at <= ${at}::timestamptz
        ${scope}
        and not exists (
          select 1 from payments p
          where p.tenant_id = a.tenant_id and p.appointment_id = a.id and p.status = 'processing'
            and p.updated_at > ${at}::timestamptz - interval '${sql.raw(IN_FLIGHT_GRACE)}'
        )
      returning a.tenant_id, a.id
    ), closed as (
      update payments p set status = 'expired', updated_at = ${at}::timestamptz
      from expired e
      where p.tenant_id = e.tenant_id and p.appointment_id = e.id and p.status in ('pending', 'processing')
      returning p.id
    )
    select tenant_id, id from expired`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    tenant_id: number;
    id: string | number;
  }>;
  return rows.map((r) => ({ tenantId: Number(r.tenant_id), id: Number(r.id) }));
}

/**
 * Runs a sweep every few seconds in the background, one run at a time (the expiry of unpaid holds, the
 * retries of owed refunds); the returned stop() is called on app close. `done` names what a count means.
 */
export function startSweeper(deps: { sweep: () => Promise<number>; everySeconds: number; log: Logger; done: string }) {
  if (deps.everySeconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deps
      .sweep()
      .then((count) => {
        if (count) deps.log.info({ count }, deps.done);
      })
      .catch((err: unknown) => deps.log.error({ err: loggableError(err) }, `sweep failed: ${deps.done}`))
      .finally(() => {
        running = false;
      });
  }, deps.everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
