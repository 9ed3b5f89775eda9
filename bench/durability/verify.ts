/** The checks in SQL after a load run: every answered booking there once, no doctor double booked. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { ZonedDay, minutesOf } from '../../apps/server/src/lib/zoned-time';
import { ZONE } from '../seed';
import type { Booked } from './patients';
import { fail } from './shared';

/** The largest appointment id after seeding: everything above was booked by the run. */
export async function lastSeededId(database: Database, tenantId: number) {
  const { rows } = (await database.db.execute(
    sql`select coalesce(max(id), 0)::int as n from appointments where tenant_id = ${tenantId}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

export async function verify(
  label: string,
  database: Database,
  tenantId: number,
  booked: Booked[],
  seededUpTo: number,
) {
  type Row = { id: string | number; customer_id: string | number; starts_at: string | Date; status: string };
  const rows = (
    (await database.db.execute(
      sql`select id, customer_id, starts_at, status from appointments where tenant_id = ${tenantId}`,
    )) as unknown as { rows: Row[] }
  ).rows;
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const seen = new Map<number, number>();
  let missing = 0;
  let inactive = 0;
  let wrong = 0;
  for (const b of booked) {
    seen.set(b.id, (seen.get(b.id) ?? 0) + 1);
    const row = byId.get(b.id);
    if (!row) {
      missing++;
      continue;
    }
    if (row.status !== 'active') inactive++;
    const expected = new ZonedDay(ZONE, b.date).instantOf(minutesOf(b.time));
    if (Number(row.customer_id) !== b.customerId || new Date(row.starts_at).getTime() !== expected) wrong++;
  }
  const twice = [...seen.values()].filter((n) => n > 1).length;
  const overlapping = (
    (await database.db.execute(sql`
      select count(*)::int as n from appointments a
      join appointments b on b.tenant_id = a.tenant_id and b.doctor_id = a.doctor_id and b.id > a.id
        and b.status = 'active' and a.starts_at < b.ends_at and b.starts_at < a.ends_at
      where a.tenant_id = ${tenantId} and a.status = 'active'`)) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;
  const byPatients = rows.filter((r) => Number(r.id) > seededUpTo && r.status === 'active').length;
  console.log(
    `  verified in SQL: ${booked.length} answered 200 → missing ${missing}, not active ${inactive}, wrong patient/time ${wrong}, ` +
      `id answered twice ${twice}; overlapping active pairs of one doctor ${overlapping}`,
  );
  console.log(
    `  active appointments booked during the run: ${byPatients} (${byPatients - seen.size} committed whose answer was lost to the kill)`,
  );
  if (missing) fail(`${label}: ${missing} appointments answered 200 do not exist`);
  if (inactive) fail(`${label}: ${inactive} appointments answered 200 are not active`);
  if (wrong) fail(`${label}: ${wrong} appointments answered 200 have another patient or time`);
  if (twice) fail(`${label}: ${twice} ids answered 200 more than once`);
  if (overlapping) fail(`${label}: ${overlapping} overlapping active appointments of one doctor`);
  if (byPatients < seen.size) fail(`${label}: fewer active appointments than answered successes`);
}
