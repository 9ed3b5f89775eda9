import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type Socket, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process (sources through tsx) on an in-memory database, stopped by SIGTERM while
// connections stay open: one kept alive after its request, two whose requests never finish.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let child: ChildProcess | undefined;
const sockets: Socket[] = [];

afterAll(() => {
  for (const socket of sockets) socket.destroy();
  if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

async function waitReady(port: number, output: () => string) {
  // Starting (tsx, migrations, demo seed) can take long on a busy 2-core machine; the bound is on the exit.
  for (let i = 0; i < 450; i++) {
    if (child!.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after 90 s:\n${output()}`);
}

async function openSocket(port: number, request: string): Promise<Socket> {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  socket.on('error', () => {});
  await once(socket, 'connect');
  socket.write(request);
  return socket;
}

describe('SIGTERM', () => {
  it('exits with code 0 within 10 s despite kept-alive and unfinished requests', async () => {
    const port = await getPort({ host: '127.0.0.1' });
    let log = '';
    const env = { ...process.env };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...env,
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    await waitReady(port, () => log);

    // A finished request on a connection kept alive.
    const keptAlive = await openSocket(port, `GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const [answer] = (await once(keptAlive, 'data')) as [Buffer];
    expect(answer.toString()).toMatch(/^HTTP\/1\.1 200 /);
    // Half a request: headers that never end.
    const unfinished = await openSocket(port, `GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    // A request the app has received whose body never arrives.
    const slowBody = await openSocket(
      port,
      `POST /api/tenants HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
    );
    await new Promise((r) => setTimeout(r, 100));

    const signalled = Date.now();
    child.kill('SIGTERM');
    const timeout = new Promise<'still running'>((r) => setTimeout(() => r('still running'), 15_000).unref());
    const result = await Promise.race([exited, timeout]);
    const elapsed = Date.now() - signalled;

    expect(result, log).toEqual([0, null]);
    expect(elapsed).toBeLessThan(10_000);
    expect(keptAlive.readableEnded || keptAlive.destroyed).toBe(true);
    expect(unfinished.readableEnded || unfinished.destroyed).toBe(true);
    expect(slowBody.readableEnded || slowBody.destroyed).toBe(true);
  }, 150_000);
});
