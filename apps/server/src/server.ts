import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoTenants } from './seed/seed';

const config = loadConfig();
const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const database = await openDatabase(config);
await database.migrate();
if (config.seedDemo) await seedDemoTenants(database.db);

const app = await buildApp({ config: { ...config, webDist }, database });

// SIGTERM: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() waits for every connection to end. A kept-alive connection whose last request finished
    // after the signal would hold it open until the client or the 72 s keep-alive timeout closes it:
    // close each connection as soon as it has no request in progress.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await database.close();
    process.exit(0);
  });
}

await app.listen({ host: config.host, port: config.port });
app.log.info(`clinic site on http://localhost:${config.port} (${database.driver})`);
