import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fillPath } from '@clinic/contract/core/path-params';
import { ROUTES } from '@clinic/contract/core/routes';

const NAME = /^[a-f0-9]{32}\.webp$/;

/** Pictures kept as files in one folder (by default under DATA_DIR), named by a hash of their bytes. */
export function createImageFiles(folder: string) {
  return {
    /** Stores the bytes (once: the same picture twice is one file) and answers the site path serving them. */
    async save(bytes: Buffer): Promise<string> {
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
      // Private to this user, as the embedded database's folder is (db/data-dir-modes.ts).
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Written beside and renamed: a reader never sees half a file.
      const partial = join(folder, `${name}.${process.pid}.part`);
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, join(folder, name));
      return fillPath(ROUTES.getImage.path, { name });
    },

    /** The stored picture of that name, or null (names that are not a stored picture's are never looked up). */
    async read(name: string): Promise<Buffer | null> {
      if (!NAME.test(name)) return null;
      try {
        return await readFile(join(folder, name));
      } catch {
        return null;
      }
    },
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
