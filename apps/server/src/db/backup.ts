import { execFile } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { pgliteIn } from './pglite';

const run = promisify(execFile);

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export type BackupTarget = { databaseUrl?: string | undefined; dataDir: string };

/**
 * Writes a consistent copy of the database to `file`, readable by this user only (0600). PostgreSQL: pg_dump's
 * custom format (a snapshot, safe while servers run). Embedded: PGlite's data folder as a gzipped tar, taken while
 * this process holds the folder, so it refuses while a server uses it (DataDirInUse).
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.databaseUrl) {
    const url = target.databaseUrl;
    await writePrivately(file, (partial) =>
      pgTool('pg_dump', ['--format=custom', '--no-owner', '--file', partial, '--dbname', url]),
    );
    return;
  }
  if (!existsSync(`${target.dataDir}/PG_VERSION`)) {
    throw new BackupRefused(`${target.dataDir} holds no embedded database (set DATA_DIR or DATABASE_URL)`);
  }
  const release = lockDataDir(target.dataDir, 'a backup');
  try {
    const db = await pgliteIn(target.dataDir);
    try {
      const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      await writePrivately(file, async (partial) => writeFileSync(partial, dump));
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * A backup holds every patient and the clinics' secrets: it is written to a new file beside `file`, created 0600
 * before any byte goes in (so it is never readable by others, whatever the umask), then renamed over `file`.
 */
async function writePrivately(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  closeSync(openSync(partial, 'wx', 0o600));
  try {
    await write(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Restores a backup into an empty target: a new DATA_DIR, or a PostgreSQL database with no tables. With `force`
 * a PostgreSQL target's objects are dropped and replaced; an embedded folder is moved aside (its path is answered).
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ movedAside?: string }> {
  const head = readFileSync(file).subarray(0, 5);
  const isPgDump = head.toString('latin1') === 'PGDMP';
  const isGzip = head[0] === 0x1f && head[1] === 0x8b;
  if (target.databaseUrl) {
    if (!isPgDump) throw new BackupRefused(`${file} is not a PostgreSQL backup (pg_dump custom format)`);
    const tables = await tableCount(target.databaseUrl);
    if (tables > 0 && !options.force) {
      throw new BackupRefused(
        `the target database has ${tables} tables: restore into an empty database, or add --force to replace them`,
      );
    }
    // pg_restore --clean cannot drop pg-boss's partitioned tables: empty the database as a new one is instead.
    if (tables > 0) await emptyDatabase(target.databaseUrl);
    await pgTool('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.databaseUrl, file]);
    return {};
  }
  if (!isGzip) throw new BackupRefused(`${file} is not an embedded database backup (a gzipped data folder)`);
  let movedAside: string | undefined;
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    if (!options.force) {
      throw new BackupRefused(
        `${target.dataDir} is not empty: restore into a new folder, or add --force to replace it`,
      );
    }
    // Refuses while a server uses the folder; the old folder is kept beside, never deleted.
    lockDataDir(target.dataDir, 'a restore')();
    movedAside = `${target.dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target.dataDir, movedAside);
  }
  const release = lockDataDir(target.dataDir, 'a restore');
  try {
    const db = await pgliteIn(target.dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    await db.query('select 1');
    await db.close();
  } finally {
    release();
  }
  return movedAside ? { movedAside } : {};
}

/** Drops every schema of ours (the app's, its migrations', the job queue's) and leaves an empty public one. */
async function emptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
        where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp_%'
          and nspname not like 'pg_toast_temp_%'`,
    );
    await client.query('begin');
    for (const { name } of rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** Tables in the database at `databaseUrl`, of every schema but PostgreSQL's own. */
export async function tableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
    );
    return Number(result.rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** Runs pg_dump or pg_restore from PATH; a missing tool or its error becomes a refusal that says so. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupRefused(`${tool} is not installed: install the PostgreSQL client of the server's version`);
    }
    throw new BackupRefused(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
