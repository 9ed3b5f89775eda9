import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { claimEmbeddedFolder } from './db/data-dir-lock';
import { withDemoSecrets } from './demo-secrets';
import { prettyLogStream, wantsPrettyLogs } from './lib/log-format';
import { settleHeap } from './lib/settle-heap';
import { defaultWebDist } from './paths';
import { seedDemoTenants } from './seed/seed';
import { siteOriginOf } from './site-origin';
import { announceEmptySite, announceListening, announceMissingPdfBrowser } from './start-log';

// Health data must not run on a Node past its end of life; `npm start` brings Node 24 (package `node`).
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24) {
  console.error(
    `Node ${process.version} is not supported: run the server through npm (npm start), which brings Node 24`,
  );
  process.exit(1);
}

const config = withDemoSecrets(loadConfigOrExit());
const webDist = config.webDist ?? defaultWebDist;
// The embedded database works in one process at a time: a second server or a backup would corrupt or misread it.
const releaseDataDir = claimEmbeddedFolder(config, 'a server');
const database = await openDatabase(config);
await database.migrate();
if (config.seedDemo)
  await seedDemoTenants(database.db, config.demoWeek ? { demo: config.demo, now: new Date() } : undefined);

const pretty = wantsPrettyLogs({ demo: config.demo, format: config.logFormat, isTTY: Boolean(process.stdout.isTTY) });
const app = await buildApp({
  config: { ...config, webDist },
  database,
  ...(pretty ? { logStream: await prettyLogStream() } : {}),
});

// SIGTERM: stop accepting, let in-flight requests finish, then close the database and exit.
// Requests get GRACE_MS to finish; then the connections still open are closed, so the process is gone
// within 10 s whatever its clients do (a half-sent request, a stream that never ends).
const GRACE_MS = 7_000;
// If closing the database hangs (a query stuck after its connection was cut), exit anyway.
const EXIT_MS = 9_500;
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
    const deadline = setTimeout(() => {
      app.log.warn(
        { graceMs: GRACE_MS },
        'requests still in progress after the grace period: closing their connections',
      );
      app.server.closeAllConnections();
    }, GRACE_MS);
    setTimeout(() => {
      app.log.error({ exitMs: EXIT_MS }, 'shutdown did not finish in time: exiting without it');
      process.exit(1);
    }, EXIT_MS).unref();
    await app.close();
    clearInterval(closeIdle);
    clearTimeout(deadline);
    await database.close();
    releaseDataDir();
    process.exit(0);
  });
}

// Start-up's garbage goes before the first request rather than staying while the process idles (decision 011).
settleHeap();
await app.listen({ host: config.host, port: config.port });
const { port } = app.server.address() as AddressInfo;
announceListening(app.log, config, port, database.driver);
await announceEmptySite(app.log, database.db, siteOriginOf(config, port));
announceMissingPdfBrowser(app.log);
