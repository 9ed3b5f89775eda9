import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { tableCount } from './backup';
import { type Database, openPostgres } from './client';
import { lockDataDir } from './data-dir-lock';
import { fromPglite, pgliteIn } from './pglite';
import { compareRelations, printAlike } from './table-checksums';
import { type Relation, copyRelations, pgliteSide, postgresSide, relationsOf } from './table-copy';

/** A move that cannot go ahead, or did not finish; the message says why and what to do. */
export class MoveRefused extends Error {
  override name = 'MoveRefused';
}

const USAGE = 'give postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE';

/** The address of the target database, and how to show it (its password hidden). */
function addressOf(given: string): { url: string; shown: string } {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new MoveRefused(`the address given is not a PostgreSQL address: ${USAGE}`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new MoveRefused(`${url.protocol}// is not a PostgreSQL address: ${USAGE}`);
  }
  const shown = new URL(given);
  if (shown.password) shown.password = '***';
  if (url.pathname.length <= 1) throw new MoveRefused(`${shown} names no database: ${USAGE}`);
  return { url: given, shown: shown.toString() };
}

async function connect(address: { url: string; shown: string }): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: address.url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    const failure = error as Error & { code?: string };
    const hint = failure.code === '3D000' ? ' (make it first: createdb, or CREATE DATABASE)' : '';
    throw new MoveRefused(`cannot connect to ${address.shown}: ${failure.message}${hint}`);
  }
}

/** Refuses a target that holds tables, or a role that cannot copy with the tables' triggers off. */
async function checkTarget(address: { url: string; shown: string }): Promise<void> {
  const client = await connect(address);
  try {
    const tables = await tableCount(address.url);
    if (tables > 0) {
      throw new MoveRefused(
        `${address.shown} has ${tables} tables: the move writes only into an empty database (make a new one: createdb)`,
      );
    }
    try {
      await client.query('set session_replication_role = replica');
    } catch (error) {
      throw new MoveRefused(
        `this role cannot set session_replication_role, which copies rows without firing the tables' triggers ` +
          `(${(error as Error).message}): connect as a superuser, or GRANT SET ON PARAMETER ` +
          'session_replication_role TO the role (PostgreSQL 15 and later)',
      );
    }
  } finally {
    await client.end();
  }
}

/** Tables or sequences one side has and the other has not, after both were migrated. */
function schemaDifferences(source: Relation[], target: Relation[]): string[] {
  const names = (relations: Relation[]) => new Set(relations.map((r) => `${r.kind} ${r.sql}`));
  const [from, to] = [names(source), names(target)];
  return [
    ...[...from].filter((name) => !to.has(name)).map((name) => `${name} is only in the embedded database`),
    ...[...to].filter((name) => !from.has(name)).map((name) => `${name} is only on PostgreSQL`),
  ];
}

/** Installs the job queue's schema and queues on one side (the messaging module's, handed in by the caller). */
type InstallJobs = (database: Pick<Database, 'jobs'>) => Promise<void>;

/** What the move copied: the target as shown, its tables and their rows. */
export type Moved = { target: string; tables: number; rows: number };

/**
 * Copies the embedded database in `dataDir` into an empty PostgreSQL database. Both are migrated first (drizzle's
 * migrations and the job queue's schema), so their tables match; then every table's rows and every sequence's state
 * are copied in one transaction with triggers and foreign keys off (the rows are already consistent, and a visit's
 * trigger must not count its events again); then each table's row count and checksum are compared on both sides.
 * Refuses while another process holds the folder (DataDirInUse), and a target that is not empty.
 */
export async function moveToPostgres(
  dataDir: string,
  databaseUrl: string,
  say: (line: string) => void,
  installJobs: InstallJobs,
): Promise<Moved> {
  const address = addressOf(databaseUrl);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new MoveRefused(`${dataDir} holds no embedded database (set DATA_DIR to the folder the server uses)`);
  }
  const release = lockDataDir(dataDir, 'a move to PostgreSQL');
  try {
    await checkTarget(address);
    const client = await pgliteIn(dataDir, { log: say });
    try {
      // The server migrates the folder on its next start anyway; both sides now have this version's schema.
      const embedded = fromPglite(client);
      say(`migrating the embedded database in ${dataDir}`);
      await embedded.migrate();
      await installJobs(embedded);
      say(`migrating ${address.shown}`);
      const postgres = openPostgres(address.url, 1);
      try {
        await postgres.migrate();
        await installJobs(postgres);
      } catch (error) {
        throw partly(`migrating the target failed: ${(error as Error).message}`);
      } finally {
        await postgres.close();
      }
      return await copyAndCheck(client, address, say);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

const partly = (reason: string) =>
  new MoveRefused(
    `${reason}\nThe target database now holds part of the move: drop it and make it again, empty, before moving ` +
      'again (dropdb NAME && createdb NAME). The embedded database is unchanged (only migrated, as a start would).',
  );

async function copyAndCheck(
  client: PGlite,
  address: { url: string; shown: string },
  say: (line: string) => void,
): Promise<Moved> {
  const source = pgliteSide(client);
  const target = await connect(address);
  let relations: Relation[];
  try {
    relations = await relationsOf(source);
    const differences = schemaDifferences(relations, await relationsOf(postgresSide(target)));
    if (differences.length > 0) throw partly(`the schemas differ once migrated:\n  ${differences.join('\n  ')}`);
    say(`copying ${relations.filter((r) => r.kind === 'table').length} tables`);
    await printAlike(source);
    await printAlike(postgresSide(target));
    await target.query('begin');
    try {
      await target.query('set local session_replication_role = replica');
      await copyRelations(client, postgresSide(target), relations);
      await target.query('commit');
    } catch (error) {
      await target.query('rollback');
      throw partly(`the copy failed: ${(error as Error).message}`);
    }
    await target.query('analyze');
  } finally {
    await target.end();
  }
  say('comparing every table on both sides');
  const check = await connect(address);
  try {
    const { differences, counts } = await compareRelations(source, postgresSide(check), relations);
    if (differences.length > 0) throw partly(`the copy differs:\n  ${differences.join('\n  ')}`);
    const rows = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return { target: address.shown, tables: counts.size, rows };
  } finally {
    await check.end();
  }
}
