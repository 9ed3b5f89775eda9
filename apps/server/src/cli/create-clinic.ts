import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { claimEmbeddedFolder } from '../db/data-dir-lock';
import { ClinicCreateError, clinicArgs, createClinic } from '../seed/create-clinic';
import { CREATE_CLINIC_USAGE } from './create-clinic-usage';

// For example: npm run clinic:create -- --key my-clinic --name "My Clinic" --lang he --time-zone Asia/Jerusalem
//          --owner-email me@example.com [--owner-name "Dana"] [--owner-password P]
const USAGE = `Usage: ${CREATE_CLINIC_USAGE}`;

let input: Record<string, string>;
try {
  input = clinicArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const config = loadConfigOrExit();
// The embedded database works in one process at a time: stop the server first (or make the clinic before it starts).
const releaseDataDir = claimEmbeddedFolder(config, 'clinic:create');
const database = await openDatabase(config);
try {
  await database.migrate();
  const created = await createClinic(database.db, input);
  console.log(`Created clinic "${created.key}". Its owner logs in at /${created.key}/staff as ${input.owner_email}.`);
  if (created.generatedPassword) {
    console.log(`Owner password (shown once, not stored anywhere): ${created.generatedPassword}`);
  }
} catch (error) {
  console.error(error instanceof ClinicCreateError ? `${error.message}\n${USAGE}` : error);
  process.exitCode = 1;
} finally {
  await database.close();
  releaseDataDir();
}
