import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config';
import { BackupRefused, restoreDatabase } from '../db/backup';
import { DataDirInUse } from '../db/data-dir-lock';

// Usage: npm run restore -- FILE [--force]   (into DATABASE_URL, else into DATA_DIR)
const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
// npm runs this in apps/server; the file is where the person typed the command.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
const config = loadConfigOrExit();
try {
  const { movedAside } = await restoreDatabase(config, file, { force });
  if (movedAside) console.log(`The folder that was there is kept at ${movedAside}.`);
  console.log(
    `Restored ${file} into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}. ` +
      'Start the server: it applies any newer migrations.',
  );
} catch (error) {
  console.error(error instanceof BackupRefused || error instanceof DataDirInUse ? error.message : error);
  process.exitCode = 1;
}
