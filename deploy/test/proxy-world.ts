import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const deployDir = fileURLToPath(new URL('../', import.meta.url));
const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * nginx as a user process on 127.0.0.1 with the repository's own files: the upstream block of
 * deploy/nginx/clinic.conf (its ports replaced by the processes') and deploy/nginx/clinic-locations.conf as is.
 */
export async function startNginx(dir: string, port: number, appPorts: number[]) {
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub), { recursive: true });
  // Workers may run as another user than the master (root in CI): they write request bodies under temp/.
  chmodSync(join(dir, 'temp'), 0o777);
  const site = readFileSync(join(deployDir, 'nginx/clinic.conf'), 'utf8');
  const upstream = /upstream clinic_app \{[\s\S]*?\n\}/.exec(site)?.[0];
  if (!upstream) throw new Error('deploy/nginx/clinic.conf has no upstream clinic_app block');
  const servers = appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n');
  const localUpstream = upstream.replace(/( {4}server 127\.0\.0\.1:\d+[^\n]*\n)+/, `${servers}\n`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${localUpstream}
  server {
    listen 127.0.0.1:${port};
    include ${deployDir}nginx/clinic-locations.conf;
  }
}
`,
  );
  const child = spawn(
    'nginx',
    ['-p', dir, '-e', `${dir}/logs/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: see ${dir}/logs/error.log`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return child;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nginx did not answer');
}

export type AppProcess = { port: number; child: ChildProcess; log: string[] };

/** The built server (apps/server/dist/server.js) in production mode on 127.0.0.1:port, once /readyz answers. */
export async function startApp(port: number, env: Record<string, string>): Promise<AppProcess> {
  // The flags of `npm start` in apps/server/package.json, as systemd and the container run it.
  const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=4', 'dist/server.js'], {
    cwd: serverDir,
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${log.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { port, child, log };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} not ready in 60 s:\n${log.join('')}`);
}

/** SIGTERM, as systemd or a container runtime sends it; resolves with the exit code. */
export function stopApp(app: AppProcess): Promise<number | null> {
  if (app.child.exitCode !== null) return Promise.resolve(app.child.exitCode);
  const exited = new Promise<number | null>((resolve) => app.child.once('exit', (code) => resolve(code)));
  app.child.kill('SIGTERM');
  return exited;
}

/**
 * An agenda's event stream held through the proxy, reconnecting when its process goes away (as EventSource does):
 * the times at which `change` events arrived.
 */
export function holdAgendaStream(url: string, token: string) {
  const changes: number[] = [];
  let stopped = false;
  let connections = 0;
  const controller = new AbortController();
  void (async () => {
    while (!stopped) {
      try {
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        connections += 1;
        const decoder = new TextDecoder();
        let buffered = '';
        for await (const chunk of res.body) {
          buffered += decoder.decode(chunk as Uint8Array, { stream: true });
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            if (buffered.slice(0, end).includes('event: change')) changes.push(Date.now());
            buffered = buffered.slice(end + 2);
          }
        }
      } catch {
        // The process went away or the stream was stopped: reconnect below unless stopped.
      }
      if (!stopped) await sleep(300);
    }
  })();
  return {
    changes,
    connections: () => connections,
    stop() {
      stopped = true;
      controller.abort();
    },
  };
}
