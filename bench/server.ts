// The benchmarked server: the real app (buildApp) plus a no-op route as the ceiling of the same stack.
// Answers its own CPU time over IPC so the bench can report CPU per request next to throughput.
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/client';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'fatal', SEED_DEMO: 'false' });
const database = openPostgres(config.databaseUrl!);
const app = await buildApp({ config: { ...config, webDist: undefined }, database });
app.get('/bench/noop', async () => ({ ok: 1 }));
// The same for a booking-shaped request: its JSON body is parsed, nothing else is done.
app.post('/bench/noop', async () => ({ ok: 1 }));
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
await app.listen({ host: '127.0.0.1', port: config.port });
process.send?.('ready');
