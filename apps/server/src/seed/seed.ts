import { readFileSync } from 'node:fs';
import type { Db } from '../db/client';
import { createTenantsRepository } from '../modules/tenants/tenants.repository';
import { importTenant } from './import-tenant';

export const DEMO_TENANT_FILES = ['central-clinic', 'shalom-clinic', 'user'] as const;

export function readDemoTenant(key: (typeof DEMO_TENANT_FILES)[number]): unknown {
  return JSON.parse(readFileSync(new URL(`./demo/${key}.json`, import.meta.url), 'utf8'));
}

/** First start only: a demo tenant that exists already is left as the clinic changed it. */
export async function seedDemoTenants(db: Db) {
  const repo = createTenantsRepository(db);
  for (const key of DEMO_TENANT_FILES) {
    if (await repo.findByKey(key)) continue;
    await importTenant(db, readDemoTenant(key));
  }
}
