import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { lockDataDir } from '../../src/db/data-dir-lock';
import { DataDirOpenToOthers, keepPrivate } from '../../src/db/data-dir-modes';
import { openPglite } from '../../src/db/pglite';
import { createImageFiles } from '../../src/modules/images/image-files';

const work = mkdtempSync(join(tmpdir(), 'clinic-modes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every path in `dir` (itself included) that the group or others may read, write or enter, with its mode. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.mode & 0o077) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return open;
}

describe('the embedded database folder is private to its user', () => {
  it('tightens a folder PGlite left open to all, says so in one line, and finds nothing the next start', async () => {
    const dataDir = join(work, 'old');
    // As the server opened it before: PGlite's own modes (most files 0666), a folder 0755.
    const old = await PGlite.create({ dataDir });
    await old.query('create table visits (id int)');
    await old.close();
    chmodSync(dataDir, 0o755);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);

    const lines: string[] = [];
    const database = await openPglite({ dataDir, log: (line) => lines.push(line) });
    expect(openToOthers(dataDir)).toEqual([]);
    await database.db.execute(sql`insert into visits values (1)`);
    await database.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${dataDir} was open to other users: tightened \\d+ files and folders`));
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);

    const again: string[] = [];
    await (await openPglite({ dataDir, log: (line) => again.push(line) })).close();
    expect(again).toEqual([]);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);

  it('makes a new folder 0700 with its files 0600, and a lock only its owner reads', async () => {
    const dataDir = join(work, 'new', 'data');
    const release = lockDataDir(dataDir, 'a test');
    const lines: string[] = [];
    const database = await openPglite({ dataDir, log: (line) => lines.push(line) });
    await database.migrate();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(join(dataDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    await database.close();
    release();
    expect(lines).toEqual([]);
  }, 180_000);

  it('stores pictures 0600 in a folder made 0700', async () => {
    const imagesDir = join(work, 'images');
    await createImageFiles(imagesDir).save(Buffer.from('a picture'));
    expect(openToOthers(imagesDir)).toEqual([]);
    expect(readdirSync(imagesDir)).toHaveLength(1);
  });

  it('tightens the pictures folder when a process opens its database', async () => {
    const imagesDir = join(work, 'shared-images');
    mkdirSync(imagesDir);
    chmodSync(imagesDir, 0o755);
    writeFileSync(join(imagesDir, 'b.webp'), 'x', { mode: 0o644 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await (await openDatabase({ dataDir: 'memory://', imagesDir })).close();
      expect(warn.mock.calls).toEqual([[expect.stringContaining(`${imagesDir} was open to other users: tightened 2`)]]);
    } finally {
      warn.mockRestore();
    }
    expect(openToOthers(imagesDir)).toEqual([]);
  }, 120_000);

  it('tightens a folder and its files that others could read', () => {
    const dir = join(work, 'loose');
    mkdirSync(join(dir, 'images'), { recursive: true, mode: 0o777 });
    chmodSync(join(dir, 'images'), 0o777);
    writeFileSync(join(dir, 'images', 'a.webp'), 'x', { mode: 0o644 });
    expect(keepPrivate(dir)).toEqual({ tightened: 3 });
    expect(openToOthers(dir)).toEqual([]);
    expect(lstatSync(join(dir, 'images', 'a.webp')).mode & 0o777).toBe(0o600);
  });

  // Only root can make a folder that belongs to someone else and then act as another user.
  it.runIf(process.getuid?.() === 0)('refuses a folder it cannot tighten and names the chmod to run', () => {
    const shared = join(work, 'shared');
    mkdirSync(join(shared, 'data'), { recursive: true });
    chmodSync(work, 0o755);
    chmodSync(shared, 0o755);
    chmodSync(join(shared, 'data'), 0o755);
    writeFileSync(join(shared, 'data', 'PG_VERSION'), '17', { mode: 0o644 });
    const module = fileURLToPath(new URL('../../src/db/data-dir-modes.ts', import.meta.url));
    const script = `import { keepPrivate } from ${JSON.stringify(module)};
      try { keepPrivate(${JSON.stringify(join(shared, 'data'))}); } catch (e) { console.error(e.name + ': ' + e.message); process.exit(3); }`;
    const nobody = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      uid: 65534,
      gid: 65534,
      encoding: 'utf8',
    });
    expect(nobody.status, nobody.stderr).toBe(3);
    expect(nobody.stderr).toContain(`${DataDirOpenToOthers.name}: ${join(shared, 'data')} holds 2 files or folders`);
    expect(nobody.stderr).toContain(`run: chmod -R go-rwx ${join(shared, 'data')}`);
    chmodSync(work, 0o700);
  });
});
