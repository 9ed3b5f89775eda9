import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CREATE_CLINIC_USAGE } from '../../src/cli/create-clinic-usage';
import { CONFIG_EXIT_CODE } from '../../src/config-problems';
import { PRODUCTION_ENV } from '../helpers/production-env';

// The real server process (src/server.ts under tsx) as an operator starts it: what it prints, where it listens.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 150_000;
const children: ChildProcess[] = [];

/** The server with only this environment (nothing inherited but PATH and HOME). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [`${repoRoot}node_modules/tsx/dist/cli.mjs`, 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

/** The JSON log entries once one says `until`; fails with the output when the process exits first. */
async function logUntil(server: ReturnType<typeof startServer>, until: RegExp) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const entries = server.output.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; url?: string; listen?: string });
    if (entries.some((entry) => until.test(entry.msg))) return entries;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `no log entry ${until} (exit ${server.child.exitCode}):\n${server.output.stdout}${server.output.stderr}`,
  );
}

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

afterEach(() => {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

describe('starting the server', () => {
  it(
    'refuses an empty production environment with one plain message naming every setting',
    async () => {
      const server = startServer({ NODE_ENV: 'production', DATA_DIR: 'memory://' });
      const code = await server.exited;
      const { stderr, stdout } = server.output;
      expect(code, stderr).toBe(CONFIG_EXIT_CODE);
      expect(stdout).toBe('');
      expect(stderr.match(/Cannot start/g)).toHaveLength(1);
      expect(stderr).toMatch(/^Cannot start in production \(NODE_ENV=production\): 6 settings are missing or wrong\./);
      for (const name of Object.keys(PRODUCTION_ENV).filter((name) => name !== 'NODE_ENV')) {
        expect(stderr).toMatch(new RegExp(`^  ${name}: .+\\n      e\\.g\\. ${name}=`, 'm'));
      }
      expect(stderr).not.toContain('    at ');
      expect(stderr).not.toContain('Error');
    },
    START_TIMEOUT_MS,
  );

  it(
    'logs the public address and where it listens, and on an empty site the command that makes a clinic',
    async () => {
      const server = startServer({
        ...PRODUCTION_ENV,
        DATA_DIR: 'memory://',
        HOST: '127.0.0.1',
        PORT: '0',
        WEB_DIST: '/nonexistent',
      });
      const entries = await logUntil(server, /^no clinic yet/);
      const listening = entries.find((entry) => entry.msg.startsWith('clinic site at'))!;
      expect(listening.url).toBe('https://clinic.example');
      expect(listening.listen).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(listening.msg).toContain(`clinic site at https://clinic.example (listening on ${listening.listen}`);
      expect(listening.msg).not.toContain('localhost');
      const emptySite = entries.find((entry) => entry.msg.startsWith('no clinic yet'))!;
      expect(emptySite.level).toBe(40);
      expect(emptySite.msg).toContain(CREATE_CLINIC_USAGE);
      expect(emptySite.msg).toContain('https://clinic.example/KEY/staff');
    },
    START_TIMEOUT_MS,
  );

  it(
    'answers this machine only in the demo unless HOST is set',
    async () => {
      const server = startServer({ DATA_DIR: 'memory://', PORT: '0', SEED_DEMO: 'false', WEB_DIST: '/nonexistent' });
      const entries = await logUntil(server, /^no clinic yet/);
      const listening = entries.find((entry) => entry.msg.startsWith('clinic site at'))!;
      expect(listening.listen).toMatch(/^127\.0\.0\.1:\d+$/);
      const port = Number(listening.listen!.split(':')[1]);
      expect(listening.url).toBe(`http://127.0.0.1:${port}`);
      expect(listening.msg).toContain('this machine only');
      expect(await accepts('127.0.0.1', port)).toBe(true);
      const outward = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (outward) expect(await accepts(outward.address, port)).toBe(false);
    },
    START_TIMEOUT_MS,
  );
});
