import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../helpers/test-db';
import { startServerProcess } from '../helpers/server-process';

/**
 * What a request does not need stays out of a started server's memory: sharp (image uploads) until the first
 * upload, Stripe's SDK unless Stripe is configured, and PGlite (WebAssembly PostgreSQL) whenever DATABASE_URL is set.
 */
const recorder = fileURLToPath(new URL('../helpers/record-loads.ts', import.meta.url));
const packageOf = (url: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];

describe('a started server', () => {
  const onPostgres = Boolean(inject('pgTemplate'));
  const dirs: string[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(`has not loaded sharp, Stripe${onPostgres ? ' or PGlite' : ''} after start and first requests`, async () => {
    const loadsDir = mkdtempSync(join(tmpdir(), 'clinic-loads-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-lazy-'));
    dirs.push(loadsDir, dataDir);
    const env: Record<string, string> = {
      NODE_OPTIONS: `--import ${recorder}`,
      LOADED_MODULES_DIR: loadsDir,
      DATA_DIR: dataDir,
    };
    if (onPostgres) {
      const database = await createTestDatabase();
      cleanups.push(() => database.close());
      env.DATABASE_URL = database.url!;
    }
    const server = await startServerProcess(env);
    let packages: Set<string | undefined>;
    try {
      for (const path of ['/readyz', '/api/config?user=central-clinic', '/api/get_template', '/metrics']) {
        await (await fetch(`http://127.0.0.1:${server.port}${path}`)).arrayBuffer();
      }
      packages = new Set(
        readdirSync(loadsDir).flatMap((file) => readFileSync(join(loadsDir, file), 'utf8').split('\n').map(packageOf)),
      );
    } finally {
      await server.stop();
    }
    // The record works: the server's own framework is in it.
    expect(packages).toContain('fastify');
    expect(packages).not.toContain('sharp');
    expect(packages).not.toContain('stripe');
    if (onPostgres) expect(packages).not.toContain('@electric-sql/pglite');
    else expect(packages).toContain('@electric-sql/pglite');
  }, 120_000);
});
