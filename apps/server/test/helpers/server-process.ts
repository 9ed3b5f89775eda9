import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** The last output of the process (for a failure's message). */
  tail: () => string;
  /** SIGKILL to its whole process group: no shutdown, no goodbye. */
  kill: () => Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited in 10 s. */
  stop: () => Promise<void>;
};

/** The real server (`apps/server/src/server.ts`) in its own process group on 127.0.0.1, ready when answered. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await getPort({ host: '127.0.0.1' });
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATA_DIR;
  const child = spawn(process.execPath, [`${repoRoot}node_modules/tsx/dist/cli.mjs`, 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...childEnv,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const take = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const server: ServerProcess = {
    port,
    child,
    tail: () => tail,
    async kill() {
      if (gone()) return;
      signal('SIGKILL');
      await exited;
    },
    async stop() {
      if (gone()) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`server exited early:\n${tail}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s:\n${tail}`);
}
