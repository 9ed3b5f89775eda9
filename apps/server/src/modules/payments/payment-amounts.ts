import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { MONEY_STATUSES, type PaymentRow } from './payments.repository';

// What a payment took, holds and gave back (minor unit): in TypeScript for a visit's few rows, in SQL for the
// payments list and its sums. The two say the same.

/** Statuses of money going back now, or that could not go back (the clinic must return it): all that is owed. */
const RETURNING = ['refund_due', 'refund_pending', 'refund_failed'];

/** What a payment still holds: paid and not given back. */
export const leftOf = (p: PaymentRow) => (p.status === 'paid' ? p.amountMinor - p.refundedMinor : 0);

/** What a payment gave back, or is giving back now. */
export function backOf(p: PaymentRow): number {
  if (p.status === 'refunded') return p.amountMinor;
  if (RETURNING.includes(p.status)) return p.refundedMinor + (p.refundOwedMinor ?? p.amountMinor - p.refundedMinor);
  return p.refundedMinor;
}

const listOf = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

/** What a payment took from the patient, in SQL: its amount once its money reached the clinic, whatever went back since. */
export const takenSql = sql<number>`case when ${payments.status} in (${listOf(MONEY_STATUSES)}) then ${payments.amountMinor} else 0 end`;

/** backOf, in SQL, of a payments row. */
export const backSql = sql<number>`case
  when ${payments.status} = 'refunded' then ${payments.amountMinor}
  when ${payments.status} in (${listOf(RETURNING)})
    then ${payments.refundedMinor} + coalesce(${payments.refundOwedMinor}, ${payments.amountMinor} - ${payments.refundedMinor})
  else ${payments.refundedMinor} end`;
