import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';
import { pgliteChangeFeed } from './change-feed';
import { keepPrivate } from './data-dir-modes';
import * as schema from './schema';
import { migrationsFolder } from '../paths';

type PgliteOptions = { dataDir?: string; loadDataDir?: Blob | File; log?: (line: string) => void };

/**
 * PGlite in a folder kept private to this user (0700, files 0600), checked before it opens. PGlite makes some
 * files open to all (a new database's, its relation caches'): the folder closed them off from the start, and they
 * are tightened once it is open.
 */
export async function pgliteIn(dataDir: string, options: Omit<PgliteOptions, 'dataDir'> = {}): Promise<PGlite> {
  keepPrivate(dataDir, options.log ?? console.warn);
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { btree_gist } });
  keepPrivate(dataDir);
  return client;
}

/** Embedded PostgreSQL (WebAssembly) in a folder, or in memory without one. */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const { dataDir, ...rest } = options;
  const onDisk = dataDir && !dataDir.startsWith('memory://');
  const client = onDisk
    ? await pgliteIn(dataDir, rest)
    : await PGlite.create({ dataDir, loadDataDir: rest.loadDataDir, extensions: { btree_gist } });
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  const changes = pgliteChangeFeed(client);
  return {
    db,
    driver: 'pglite',
    changes,
    jobs: { pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}
