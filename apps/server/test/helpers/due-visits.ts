import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';

/**
 * `count` patients, each with one active 30-minute visit at `startsAt`, booked at `bookedAt`, each with its own
 * doctor (ids from 1001), so that all their reminders fall due in the same minute. In a few statements, for
 * thousands of visits.
 */
export async function seedVisitsAt(
  db: Db,
  opts: { tenantId: number; count: number; startsAt: Date; bookedAt: Date; branchId?: number; treatmentId?: number },
): Promise<number[]> {
  const { tenantId, count } = opts;
  await db.execute(sql`
    insert into doctors (tenant_id, id, name)
    select ${tenantId}, 1000 + g, jsonb_build_object('en', 'Doctor ' || g)
      from generate_series(1, ${count}) g
    on conflict do nothing`);
  const result = await db.execute(sql`
    with patients as (
      insert into customers (tenant_id, phone, name, lang)
      select ${tenantId}, '+97259' || lpad(g::text, 7, '0'), 'Patient ' || g, 'en'
        from generate_series(1, ${count}) g
      returning id),
    numbered as (select id, row_number() over (order by id) as n from patients)
    insert into appointments
      (tenant_id, customer_id, branch_id, treatment_id, doctor_id, starts_at, ends_at, price_minor, status, created_at,
       changed_by)
    select ${tenantId}, p.id, ${opts.branchId ?? 38}, ${opts.treatmentId ?? 11}, 1000 + p.n,
           ${opts.startsAt.toISOString()}::timestamptz, ${opts.startsAt.toISOString()}::timestamptz + interval '30 minutes',
           10000, 'active', ${opts.bookedAt.toISOString()}::timestamptz, 'system:seed-test'
      from numbered p
    returning id`);
  return rowsOf<{ id: string | number }>(result).map((r) => Number(r.id));
}
