import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** One side of a move, embedded or PostgreSQL: runs a statement and answers its rows. */
export type SqlSide = { rows<T>(text: string, params?: unknown[]): Promise<T[]> };

export const pgliteSide = (client: Pick<PGlite, 'query'>): SqlSide => ({
  rows: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
});

export const postgresSide = (client: pg.ClientBase): SqlSide => ({
  rows: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
});

/** A table or sequence of the clinic's database: its schema-qualified, quoted name and its kind. */
export type Relation = { schema: string; name: string; kind: 'table' | 'partition' | 'sequence'; sql: string };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables and sequences of every schema of ours (the app's, its migrations', the job queue's), in name order.
 * A partitioned table is read and written through its parent; its partitions are listed to compare the schemas.
 */
export async function relationsOf(side: SqlSide): Promise<Relation[]> {
  const rows = await side.rows<{ schema: string; name: string; relkind: string; partition: boolean }>(
    `select n.nspname as schema, c.relname as name, c.relkind::text as relkind, c.relispartition as partition
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_%'
      order by n.nspname collate "C", c.relname collate "C"`,
  );
  return rows.map((row) => ({
    schema: row.schema,
    name: row.name,
    kind: row.relkind === 'S' ? 'sequence' : row.partition ? 'partition' : 'table',
    sql: `${quote(row.schema)}.${quote(row.name)}`,
  }));
}

/**
 * Rows leave the embedded database as JSON and enter PostgreSQL through json_populate_recordset: every value
 * crosses as its text (bigints, numerics and timestamps exactly), and is never parsed in between.
 */
const BATCH_ROWS = 500;

/** The columns a copy writes (generated ones are computed again), and whether some are identities always generated. */
async function columnsOf(target: SqlSide, table: Relation): Promise<{ list: string; overriding: boolean }> {
  const columns = await target.rows<{ name: string; identity: string }>(
    `select attname as name, attidentity::text as identity from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [table.sql],
  );
  return {
    list: columns.map((column) => quote(column.name)).join(', '),
    overriding: columns.some((column) => column.identity === 'a'),
  };
}

/**
 * Copies every row of `tables` and the state of `sequences` from the embedded database into PostgreSQL, in the
 * target's open transaction; the target's own rows of those tables (what migrations and the job queue's install
 * wrote) are deleted first. The caller turns triggers and foreign keys off for it (session_replication_role).
 * Answers the rows copied per table.
 */
export async function copyRelations(
  source: Pick<PGlite, 'transaction'>,
  target: SqlSide,
  relations: Relation[],
): Promise<Map<string, number>> {
  const copied = new Map<string, number>();
  const tables = relations.filter((relation) => relation.kind === 'table');
  for (const table of tables) await target.rows(`delete from ${table.sql}`);
  await source.transaction(async (tx) => {
    const from = pgliteSide(tx);
    for (const table of tables) {
      const { list, overriding } = await columnsOf(target, table);
      const insert =
        `insert into ${table.sql} (${list}) ${overriding ? 'overriding system value' : ''} ` +
        `select ${list} from json_populate_recordset(null::${table.sql}, $1::json)`;
      await from.rows(
        `declare moving no scroll cursor for select row_to_json(moved)::text as row from ${table.sql} moved`,
      );
      let count = 0;
      for (;;) {
        const batch = await from.rows<{ row: string }>(`fetch ${BATCH_ROWS} from moving`);
        if (batch.length === 0) break;
        await target.rows(insert, [`[${batch.map((r) => r.row).join(',')}]`]);
        count += batch.length;
      }
      await from.rows('close moving');
      copied.set(table.sql, count);
    }
    for (const sequence of relations.filter((relation) => relation.kind === 'sequence')) {
      const [state] = await from.rows<{ last: string; called: boolean }>(
        `select last_value::text as last, is_called as called from ${sequence.sql}`,
      );
      await target.rows('select setval($1::regclass, $2::bigint, $3)', [sequence.sql, state!.last, state!.called]);
    }
  });
  return copied;
}
