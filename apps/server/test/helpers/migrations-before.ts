import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../../src/db/client';
import { fromPglite } from '../../src/db/pglite';
import { migrationsFolder } from '../../src/paths';

/**
 * A fresh embedded database migrated up to, not including, migration `index`, as a clinic had it before that one.
 * `body` fills it, calls its `migrate()` to run the rest (the one under test included) and checks what changed; the
 * database and the copy of the migrations are gone after.
 */
export async function withMigrationsBefore(index: number, body: (old: Database) => Promise<void>) {
  const before = mkdtempSync(join(tmpdir(), 'clinic-migrations-'));
  try {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
    journal.entries = journal.entries.filter((entry) => entry.idx < index);
    writeFileSync(journalFile, JSON.stringify(journal));
    const client = await PGlite.create({ extensions: { btree_gist } });
    const old = fromPglite(client);
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
      await body(old);
    } finally {
      await old.close();
    }
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}
