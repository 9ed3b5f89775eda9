import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { openPglite } from '../../src/db/pglite';

/**
 * A fresh, migrated database for one test file: a copy of the template made in global setup. On
 * PostgreSQL, `url` lets a test open a second connection pool to it (as a second server process would).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const name = `clinic_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgTemplate.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate.template}`);
    const url = new URL(pgTemplate.serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    return {
      ...database,
      url: url.toString(),
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('global setup did not prepare a template database');
  return openPglite({ loadDataDir: new Blob([readFileSync(file)]) });
}
