import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The group's and others' permission bits: none may be set on the clinic's data or anything in its folder. */
const GROUP_AND_OTHERS = 0o077;

/** A folder of the clinic's data that others can read or write, which this process cannot close (it does not own it). */
export class DataDirOpenToOthers extends Error {
  override name = 'DataDirOpenToOthers';
  constructor(dir: string, stuck: number) {
    super(
      `${dir} holds ${stuck} files or folders that other users can read or write, and this process cannot ` +
        `tighten them (it does not own them). As their owner, run: chmod -R go-rwx ${dir}`,
    );
  }
}

/** `dir` itself and everything under it, symbolic links not followed. */
function* entriesOf(dir: string): Generator<string> {
  yield dir;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* entriesOf(path);
    else if (!entry.isSymbolicLink()) yield path;
  }
}

/**
 * Keeps a folder of the clinic's data private to this user, as PostgreSQL's server keeps its data folder: creates
 * it 0700, or takes the group's and others' rights off it and everything in it (folders end 0700, files 0600).
 * Says in one line through `log` what it tightened; refuses with DataDirOpenToOthers when it cannot.
 */
export function keepPrivate(dir: string, log?: (line: string) => void): { tightened: number } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  let stuck = 0;
  for (const path of entriesOf(dir)) {
    let mode: number;
    try {
      mode = lstatSync(path).mode;
    } catch {
      continue; // removed while we looked: nothing to tighten
    }
    if ((mode & GROUP_AND_OTHERS) === 0) continue;
    try {
      chmodSync(path, mode & 0o700);
      tightened += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') stuck += 1;
    }
  }
  if (stuck > 0) throw new DataDirOpenToOthers(dir, stuck);
  if (tightened > 0) {
    log?.(`${dir} was open to other users: tightened ${tightened} files and folders to owner-only (0700, 0600)`);
  }
  return { tightened };
}
