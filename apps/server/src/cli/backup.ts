import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config';
import { BackupRefused, backupDatabase } from '../db/backup';
import { DataDirInUse } from '../db/data-dir-lock';

// Usage: npm run backup -- FILE   (the database of DATABASE_URL, else the embedded one in DATA_DIR)
const [given, ...rest] = process.argv.slice(2);
if (!given || rest.length > 0) {
  console.error('Usage: npm run backup -- FILE');
  process.exit(2);
}
// npm runs this in apps/server; the file is where the person typed the command.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
const config = loadConfigOrExit();
try {
  await backupDatabase(config, file);
  console.log(`Backed up the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database to ${file}.`);
} catch (error) {
  if (error instanceof DataDirInUse) {
    console.error(
      `${error.message}\nThe embedded database can be copied consistently only while no server runs on it: ` +
        'stop the server, back up, start it again (or run on PostgreSQL, where backups need no stop).',
    );
  } else {
    console.error(error instanceof BackupRefused ? error.message : error);
  }
  process.exitCode = 1;
}
