import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** One hash over every row of every table: equal before and after means nothing was written. */
export async function databaseFingerprint(db: Db, leaveOut: string[] = []): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const parts = tables.rows
    .filter(({ table_name }) => !leaveOut.includes(table_name))
    .map(
      ({ table_name }) =>
        `select '${table_name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table_name}" x`,
    );
  const result = (await db.execute(
    sql.raw(`select string_agg(t || ':' || h, ',' order by t) as f from (${parts.join(' union all ')}) s`),
  )) as unknown as {
    rows: Array<{ f: string }>;
  };
  return result.rows[0]!.f;
}
