import type { Relation, SqlSide } from './table-copy';

/**
 * Makes a session print rows as text the same way as the other side: the time zone, date and interval styles,
 * float digits and bytea format decide how a row prints.
 */
export async function printAlike(side: SqlSide): Promise<void> {
  for (const setting of [
    "set timezone to 'UTC'",
    "set datestyle to 'ISO, YMD'",
    "set intervalstyle to 'postgres'",
    'set extra_float_digits to 1',
    "set bytea_output to 'hex'",
  ]) {
    await side.rows(setting);
  }
}

/** A table's rows in one figure each: how many, and an md5 of their texts in a fixed order. */
type TableSum = { rows: number; sum: string };

async function sumOf(side: SqlSide, relation: Relation): Promise<TableSum> {
  if (relation.kind === 'sequence') {
    const [state] = await side.rows<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${relation.sql}`,
    );
    return { rows: 1, sum: `${state!.last}${state!.called ? '' : ' (not called)'}` };
  }
  // Each row's md5, sorted bytewise (no collation may order them differently), then the md5 of them all.
  const [sum] = await side.rows<{ rows: string; sum: string | null }>(
    `select count(*)::text as rows, md5(string_agg(md5(summed::text), '' order by md5(summed::text) collate "C")) as sum
       from ${relation.sql} summed`,
  );
  return { rows: Number(sum!.rows), sum: sum!.sum ?? 'empty' };
}

/**
 * Compares every table's row count and checksum, and every sequence's state, on both sides; answers what differs
 * (nothing when the copy is whole) and each table's count.
 */
export async function compareRelations(
  source: SqlSide,
  target: SqlSide,
  relations: Relation[],
): Promise<{ differences: string[]; counts: Map<string, number> }> {
  await printAlike(source);
  await printAlike(target);
  const differences: string[] = [];
  const counts = new Map<string, number>();
  for (const relation of relations.filter((r) => r.kind !== 'partition')) {
    const [from, to] = [await sumOf(source, relation), await sumOf(target, relation)];
    if (relation.kind === 'table') counts.set(relation.sql, from.rows);
    if (relation.kind === 'sequence') {
      if (from.sum !== to.sum) differences.push(`${relation.sql}: at ${from.sum} embedded, ${to.sum} on PostgreSQL`);
    } else if (from.rows !== to.rows) {
      differences.push(`${relation.sql}: ${from.rows} rows embedded, ${to.rows} on PostgreSQL`);
    } else if (from.sum !== to.sum) {
      differences.push(`${relation.sql}: the same ${from.rows} rows in number, but not the same rows`);
    }
  }
  return { differences, counts };
}
