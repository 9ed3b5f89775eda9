import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { claimEmbeddedFolder } from '../db/data-dir-lock';
import { seedDemoStaff } from '../seed/demo-staff';
import { TenantImportError, importTenant } from '../seed/import-tenant';
import { createTenantsRepository } from '../modules/tenants/tenants.repository';

// Usage: npm run tenant:import -- path/to/tenant.json [--demo-staff]
// --demo-staff gives the clinic the demo accounts (a test clinic); never in production.
const args = process.argv.slice(2);
const demoStaff = args.includes('--demo-staff');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run tenant:import -- FILE.json [--demo-staff]');
  process.exit(2);
}
let input: unknown;
try {
  input = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
const config = loadConfigOrExit();
if (demoStaff && !config.demo) {
  console.error('--demo-staff makes accounts with a published password: demo only, never in production.');
  process.exit(2);
}
// The embedded database works in one process at a time: stop the server first.
const releaseDataDir = claimEmbeddedFolder(config, 'tenant:import');
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await importTenant(database.db, input);
  if (demoStaff) {
    const tenant = await createTenantsRepository(database.db).findByKey(result.key);
    if (tenant) await seedDemoStaff(database.db, tenant);
  }
  console.log(`${result.created ? 'Created' : 'Updated'} tenant "${result.key}".`);
} catch (error) {
  console.error(error instanceof TenantImportError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
  releaseDataDir();
}
