import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client';
import { fromPglite } from '../../src/db/pglite';
import { installJobQueue } from '../../src/modules/messaging/job-queue';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/**
 * Migrate once, then every test file copies the result: a PGlite data dump, or a PostgreSQL
 * template database when TEST_DATABASE_URL (or DATABASE_URL) names a server.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) {
    // One template per project of the run (the server's files, and those run apart), each set up here.
    const template = `clinic_tpl_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = openPostgres(url.toString(), 1);
    await database.migrate();
    // pg-boss's schema too, so each test file's app only checks it (decision 009).
    await installJobQueue(database, quiet);
    await database.close();
    project.provide('pgTemplate', { serverUrl, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: { btree_gist } });
  await fromPglite(client).migrate();
  await installJobQueue({ jobs: { pglite: client } }, quiet);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'clinic-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    pgTemplate?: { serverUrl: string; template: string };
  }
}
