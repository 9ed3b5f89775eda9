import { createTenant } from './factories';
import { createTestDatabase } from './test-db';
import { buildTestApp } from './test-app';

/** A fresh database with one full tenant and a second one holding a single treatment. */
export async function createTenantDatabaseFixture() {
  const database = await createTestDatabase();
  const tenant = await createTenant(database.db);
  const other = await createTenant(database.db, {
    treatments: [{ id: 99, name: { en: 'Only here' }, price: 10, branch_ids: [38] }],
  });
  const app = await buildTestApp(database);
  return { database, app, tenant, other };
}
