/** The bench's server processes: node --import tsx, one process each, in its own group so nothing is left behind. */
import { type ChildProcess, spawn } from 'node:child_process';
import { READY_TIMEOUT_MS, STOP_TIMEOUT_MS, repoRoot, sleep } from './shared';

const children = new Set<ChildProcess>();
export function killAllChildren() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAllChildren);
let aborted = false;
/** Whether the bench was stopped by a signal (its servers are killed then). */
export const wasAborted = () => aborted;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    aborted = true;
    killAllChildren();
    console.log(`\n${signal}: servers killed; cleaning up`);
  });
}

export type Server = {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  tail: () => string;
};

export async function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  onLine?: (line: string) => void,
): Promise<Server> {
  if (aborted) throw new Error('aborted');
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
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
  children.add(child);
  let tail = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-4000);
    if (!onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    lines.forEach(onLine);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const server = { name, port, child, exited, tail: () => tail };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !aborted) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited early:\n${tail}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} not ready after ${READY_TIMEOUT_MS / 1000} s:\n${tail}`);
}

/** SIGTERM (null: already signalled) and wait; SIGKILL the group if it has not exited in time. */
export async function stopServer(server: Server, signal: NodeJS.Signals | null = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    return { ...(await server.exited), forced: false };
  const started = Date.now();
  if (signal) server.child.kill(signal);
  const timedOut = await Promise.race([server.exited.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
  if (timedOut) {
    try {
      process.kill(-server.child.pid!, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  return { ...(await server.exited), forced: timedOut, ms: Date.now() - started };
}
