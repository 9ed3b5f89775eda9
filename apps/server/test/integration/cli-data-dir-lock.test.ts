import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The clinic commands an operator runs beside a server (clinic:create, tenant:import) keep off an embedded database
// folder that a live server holds: two processes on one PGlite folder would corrupt it.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'clinic-cli-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs one of the server's commands under tsx with only this environment; answers its exit code and output. */
function runCommand(script: string, args: string[]) {
  const run = spawnSync(process.execPath, [`${repoRoot}node_modules/tsx/dist/cli.mjs`, script, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME!, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('clinic commands and a server on the same embedded database', () => {
  it('refuse, naming the server, while a live server holds the folder, and open nothing', () => {
    // This test's own process stands for the server: alive, and another process than the command's.
    writeFileSync(join(dataDir, 'clinic.lock'), JSON.stringify({ pid: process.pid, role: 'a server' }));
    const create = runCommand('apps/server/src/cli/create-clinic.ts', [
      '--key',
      'locked-out',
      '--name',
      'Locked Out',
      '--time-zone',
      'Europe/London',
      '--owner-email',
      'owner@locked-out.example',
    ]);
    expect(create.code).toBe(1);
    expect(create.output).toContain(`${dataDir} is in use by a server (process ${process.pid})`);
    expect(create.output).not.toMatch(/^\s+at /m);

    const fixture = fileURLToPath(new URL('../../../../e2e/fixtures/round-the-clock-clinic.json', import.meta.url));
    const imported = runCommand('apps/server/src/cli/import-tenant.ts', [fixture]);
    expect(imported.code).toBe(1);
    expect(imported.output).toContain('is in use by a server');
    // Nothing but the lock: no database was opened in the folder.
    expect(readdirSync(dataDir)).toEqual(['clinic.lock']);
  }, 240_000);
});
