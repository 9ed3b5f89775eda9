import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'clinic.lock';

/** The embedded database's folder is used by another live process (a server, a backup, a restore). */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; role: string },
  ) {
    super(
      `${dataDir} is in use by ${holder.role} (process ${holder.pid}). The embedded database works in one process ` +
        `at a time: a second one would read a half-written state or corrupt it. Stop that process first.`,
    );
    this.name = 'DataDirInUse';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Who holds the folder, if a live process does (a lock left by a process that died holds nothing). */
export function dataDirHolder(dataDir: string): { pid: number; role: string } | undefined {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; role: string };
    return holder.pid !== process.pid && alive(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims an embedded database folder for this process (PGlite keeps no lock of its own); answers the release.
 * Refuses with DataDirInUse while another live process holds it.
 */
export function lockDataDir(dataDir: string, role: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirInUse(dataDir, holder);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, LOCK_FILE);
  writeFileSync(file, JSON.stringify({ pid: process.pid, role }), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/**
 * Claims the embedded database's folder of these settings for this process, when they use one (not with DATABASE_URL
 * or an in-memory database); answers the release. A folder another process holds ends this one with the reason.
 */
export function claimEmbeddedFolder(config: { databaseUrl?: string | undefined; dataDir: string }, role: string) {
  if (config.databaseUrl || config.dataDir.startsWith('memory://')) return () => {};
  try {
    return lockDataDir(config.dataDir, role);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
