import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Counted = { waiting: string | number; late: string | number; refunds: string | number };

/** Minutes a queued message may wait before it counts as late. */
const LATE_MINUTES = 5;

/**
 * Counts across every clinic for the metrics gauges, read at each scrape: messages not yet delivered (and those
 * late), refunds owed. Both use small partial indexes or few rows, so a scrape stays cheap.
 */
export async function operationalCounts(db: Db) {
  const result = await db.execute(sql`
    select
      (select count(*) from outbound_messages where status in ('queued', 'sending')) as waiting,
      (select count(*) from outbound_messages
        where status in ('queued', 'sending') and created_at < now() - make_interval(mins => ${LATE_MINUTES})) as late,
      (select count(*) from payments where status in ('refund_due', 'refund_pending')) as refunds`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Counted[];
  const row = rows[0]!;
  return { messagesWaiting: Number(row.waiting), messagesLate: Number(row.late), refundsOwed: Number(row.refunds) };
}
