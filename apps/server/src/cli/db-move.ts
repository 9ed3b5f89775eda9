import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { MoveRefused, moveToPostgres } from '../db/move-to-postgres';
import { installJobQueue } from '../modules/messaging/job-queue';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

// Usage: npm run db:move -- postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE   (from the embedded database in DATA_DIR)
const [url, ...rest] = process.argv.slice(2);
if (!url || rest.length > 0) {
  console.error('Usage: npm run db:move -- postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE   (an empty database)');
  process.exit(2);
}
const config = loadConfigOrExit();
if (config.dataDir.startsWith('memory://')) {
  console.error(`DATA_DIR is ${config.dataDir}: an embedded database in memory has nothing to move`);
  process.exit(2);
}
const dataDir = resolve(config.dataDir);
try {
  const moved = await moveToPostgres(
    dataDir,
    url,
    (line) => console.log(line),
    (database) => installJobQueue(database, quiet),
  );
  console.log(
    [
      `Moved the embedded database in ${dataDir} to ${moved.target}: ${moved.tables} tables, ${moved.rows} rows; ` +
        "every table's row count and checksum match on both sides.",
      'Start the server on it with the same settings and DATABASE_URL:',
      `  DATABASE_URL='${moved.target}' npm start              (the demo)`,
      `  DATABASE_URL='${moved.target}' npm run start:prod     (production)`,
      moved.target.includes('***') ? '(with the password in place of ***)' : '',
      `Pictures are files and stay where they are (${resolve(config.imagesDir)}): keep DATA_DIR (or IMAGES_DIR) as it ` +
        'is, so the server finds them. The embedded folder is left as it was: start no server on it again (its ' +
        'changes would not reach PostgreSQL), and keep it until the clinic runs well on PostgreSQL.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
} catch (error) {
  console.error(error instanceof MoveRefused || error instanceof DataDirInUse ? error.message : error);
  process.exitCode = 1;
}
