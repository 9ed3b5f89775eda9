/**
 * `nginx -t` on deploy/'s nginx files, whole, placed where their headers (or compose.yaml's mounts) put them, in a
 * copy of this machine's /etc/nginx as Debian 12's `apt-get install nginx-light` leaves it, with throwaway
 * certificates (openssl) where the files name them. Only paths change: /etc/nginx, /etc/letsencrypt, the pid and
 * the logs move into a temporary folder. In the compose proxy's file the app containers' names (compose services)
 * become 127.0.0.1: nginx resolves an upstream's names as it reads the file, and those resolve only inside
 * compose's network. Run by .ci/run:   npx tsx deploy/test/nginx-config.ts
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const deployDir = fileURLToPath(new URL('../', import.meta.url));
const problems: string[] = [];

/** The machine's folders a placed file names, moved under `root`. */
const relocate = (text: string, root: string) =>
  text.replace(/(^|[\s"'])\/(etc\/nginx|etc\/letsencrypt|var\/log\/nginx|run)(?=\/)/gm, `$1${root}/$2`);

/** Where a file's header tells the operator to copy it ("copy this file to /etc/nginx/…", "Copy to …"). */
function placeFromHeader(file: string): string {
  const header = readFileSync(join(deployDir, file), 'utf8');
  const place = /[Cc]opy (?:this file )?to (\/etc\/nginx\/[^\s,;]+?)[.,;]?\s/.exec(header)?.[1];
  if (!place) throw new Error(`${file}: its header says nowhere where to copy it`);
  return place;
}

/** A fresh copy of this machine's nginx setup under `root`: Debian's nginx.conf and the rest, conf.d empty. */
function freshNginx(root: string) {
  if (!existsSync('/etc/nginx/nginx.conf')) throw new Error('no /etc/nginx/nginx.conf: apt-get install nginx-light');
  cpSync('/etc/nginx', join(root, 'etc/nginx'), { recursive: true, verbatimSymlinks: true });
  const confD = join(root, 'etc/nginx/conf.d');
  for (const name of readdirSync(confD)) rmSync(join(confD, name), { recursive: true });
  const main = join(root, 'etc/nginx/nginx.conf');
  writeFileSync(main, relocate(readFileSync(main, 'utf8'), root));
  for (const dir of ['var/log/nginx', 'run']) mkdirSync(join(root, dir), { recursive: true });
}

/** Writes `text` where the machine's `place` is under `root`, with throwaway certificates for the ones it names. */
function place(root: string, placeOnMachine: string, text: string) {
  const target = join(root, placeOnMachine);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, relocate(text, root));
  const certificates = [...text.matchAll(/ssl_certificate\s+(\S+);/g)].map((m) => m[1]!);
  const keys = [...text.matchAll(/ssl_certificate_key\s+(\S+);/g)].map((m) => m[1]!);
  certificates.forEach((certificate, i) => {
    const key = keys[i];
    if (!key) throw new Error(`${placeOnMachine}: ssl_certificate ${certificate} has no ssl_certificate_key`);
    for (const path of [certificate, key]) mkdirSync(dirname(join(root, path)), { recursive: true });
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=clinic.example.com'],
      ...['-keyout', join(root, key), '-out', join(root, certificate)],
    ]);
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
  });
}

/** `nginx -t` on the copy under `root`; what it printed (its warnings too) is shown either way. */
function nginxTest(name: string, root: string) {
  const result = spawnSync(
    'nginx',
    ['-t', '-c', join(root, 'etc/nginx/nginx.conf'), '-e', join(root, 'var/log/nginx/error.log')],
    { encoding: 'utf8' },
  );
  if (result.error) throw new Error(`nginx: ${result.error.message} (apt-get install nginx-light)`);
  const said = `${result.stdout}${result.stderr}`.trim().replaceAll(root, '');
  console.log(`${name}: nginx -t ${result.status === 0 ? 'passed' : 'FAILED'}\n  ${said.split('\n').join('\n  ')}`);
  if (result.status !== 0) problems.push(`${name}: nginx -t failed`);
}

/** The services of compose.yaml and the files its proxy service mounts (source in deploy/container, target). */
function composeProxy() {
  const compose = readFileSync(join(deployDir, 'container/compose.yaml'), 'utf8');
  const servicesBlock = /^services:\n([\s\S]*?)(?=^\S|(?![\s\S]))/m.exec(compose)?.[1] ?? '';
  const services = [...servicesBlock.matchAll(/^ {2}([\w-]+):/gm)].map((m) => m[1]!);
  const proxy = /^ {2}proxy:\n([\s\S]*?)(?=^ {2}\S|^\S|(?![\s\S]))/m.exec(servicesBlock)?.[1] ?? '';
  const mounts = [...proxy.matchAll(/^\s+- (\.{1,2}\/[^:\s]+):(\/[^:\s]+)(?::ro)?$/gm)].map((m) => ({
    source: join(deployDir, 'container', m[1]!),
    target: m[2]!,
  }));
  if (mounts.length === 0) throw new Error('compose.yaml: the proxy service mounts no nginx files');
  return { services, mounts };
}

const work = mkdtempSync(join(tmpdir(), 'clinic-nginx-'));
try {
  // On a machine: the site and its locations where their headers say, the first-certificate file alone before it.
  const site = readFileSync(join(deployDir, 'nginx/clinic.conf'), 'utf8');
  const locations = readFileSync(join(deployDir, 'nginx/clinic-locations.conf'), 'utf8');
  const machine = join(work, 'machine');
  freshNginx(machine);
  place(machine, placeFromHeader('nginx/clinic.conf'), site);
  place(machine, placeFromHeader('nginx/clinic-locations.conf'), locations);
  nginxTest('clinic.conf + clinic-locations.conf (systemd on a machine)', machine);

  const acme = join(work, 'acme');
  freshNginx(acme);
  place(
    acme,
    placeFromHeader('nginx/clinic-acme.conf'),
    readFileSync(join(deployDir, 'nginx/clinic-acme.conf'), 'utf8'),
  );
  nginxTest('clinic-acme.conf (the first certificate)', acme);

  // In compose: the files the proxy service mounts, where it mounts them.
  const { services, mounts } = composeProxy();
  const container = join(work, 'container');
  freshNginx(container);
  for (const { source, target } of mounts) {
    const text = readFileSync(source, 'utf8').replace(/(\bserver\s+)([\w.-]+)(:\d+)/g, (all, before, host, port) => {
      if (/^[\d.]+$/.test(host)) return all;
      if (!services.includes(host)) problems.push(`${source}: upstream ${host} is not a service of compose.yaml`);
      return `${before}127.0.0.1${port}`;
    });
    place(container, target, text);
  }
  nginxTest('container/nginx.conf + clinic-locations.conf (compose)', container);
} catch (error) {
  problems.push((error as Error).stack ?? String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`FAILED:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log("deploy/'s nginx files pass nginx -t as an operator places them");
