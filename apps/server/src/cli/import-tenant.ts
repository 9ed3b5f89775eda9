import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { TenantImportError, importTenant } from '../seed/import-tenant';

// Usage: npm run tenant:import -- path/to/tenant.json
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run tenant:import -- FILE.json');
  process.exit(2);
}
let input: unknown;
try {
  input = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await importTenant(database.db, input);
  console.log(`${result.created ? 'Created' : 'Updated'} tenant "${result.key}".`);
} catch (error) {
  console.error(error instanceof TenantImportError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
