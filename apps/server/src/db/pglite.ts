import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { pgliteChangeFeed } from './change-feed';
import * as schema from './schema';
import { migrationsFolder } from '../paths';

/** Embedded PostgreSQL (WebAssembly) in a folder, or in memory without one. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  const client = await PGlite.create({ ...options, extensions: { btree_gist } });
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
