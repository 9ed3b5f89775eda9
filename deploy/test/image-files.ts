/**
 * The container image's files, without a container engine: replays deploy/container/Containerfile on a copy of
 * this checkout and starts the image's command from what its final stage holds. The build stage: its COPY lines
 * from the context as .containerignore leaves it, this checkout's node_modules standing in for `npm ci`, then its
 * other RUN lines (the build, `npm prune --omit=dev`). The final stage: exactly its COPY --from=build lines, its
 * ENV, its CMD, in production on a fresh PostgreSQL database. Passes when /readyz answers 200, a clinic made with
 * the image's own CLI gets its page drawn on the server (the site's server-side code and its npm dependencies), and
 * SIGTERM ends the process with 0. Run by .ci/run:
 *   npx tsx deploy/test/image-files.ts      env: BENCH_DATABASE_URL (the PostgreSQL server to make a database on)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import { PRODUCTION_ENV } from '../../apps/server/test/helpers/production-env';
import { copyFiltered, ignoreRules, linkCopy, linkInstalled } from './build-context';
import { type Instruction, type Stage, cmdOf, copyPaths, envOf, parseContainerfile, workdirOf } from './containerfile';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const containerfile = join(repo, 'deploy/container/Containerfile');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const say = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);
const problems: string[] = [];

/** The folder standing for a path inside a stage (its absolute path under `root`, a relative one under its WORKDIR). */
const inStage = (root: string, stage: Stage, path: string) =>
  join(root, path.startsWith('/') ? path : join(workdirOf(stage), path));

/**
 * Docker's COPY into a stage (its files under `root`): a folder's contents into the destination; a file into a
 * destination ending in `/`, else as it. `ignored` (the context's ignore file) filters a copy from the context; a
 * copy between stages is linked whole.
 */
function replayCopy(copy: Instruction, from: string, root: string, stage: Stage, ignored?: (path: string) => boolean) {
  const { sources, dest } = copyPaths(copy);
  const target = inStage(root, stage, dest);
  for (const source of sources) {
    const path = join(from, source);
    if (!existsSync(path)) throw new Error(`COPY ${copy.args}: ${source} does not exist in ${from}`);
    const intoFolder = dest.endsWith('/') || sources.length > 1;
    const into = statSync(path).isDirectory() || !intoFolder ? target : join(target, basename(source));
    if (ignored) copyFiltered(from, path, into, ignored);
    else linkCopy(path, into);
  }
}

/** The workspaces' folders, from the root package.json (`apps/*` and the like, or a folder itself). */
function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repo, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
}

const work = mkdtempSync(join(tmpdir(), 'clinic-image-'));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `clinic_image_${process.pid}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
let connected = false;
let databaseMade = false;
let server: ChildProcess | undefined;
const log: string[] = [];
try {
  const ignoreFile = readFileSync(join(repo, '.containerignore'), 'utf8');
  if (readFileSync(join(repo, '.dockerignore'), 'utf8') !== ignoreFile)
    problems.push('.dockerignore differs from .containerignore: Docker and Podman would build from different contexts');
  const ignored = ignoreRules(join(repo, '.containerignore'));

  const stages = parseContainerfile(containerfile);
  const final = stages.at(-1)!;
  const build = stages.find((stage) => stage.name === 'build');
  if (!build || build === final) throw new Error('the Containerfile has no build stage named "build"');

  // The build stage, instruction by instruction, in work/build (its root).
  const buildRoot = join(work, 'build');
  // This machine's environment (its registry's certificates: `npm prune` may fetch a manifest) with the stage's ENV;
  // npm's cache answers first, as the image's own `npm ci` would have filled it.
  const buildEnv = { ...process.env, ...envOf(build), npm_config_prefer_offline: 'true' };
  for (const instruction of build.instructions) {
    if (instruction.op === 'COPY') {
      if (instruction.flags.from) throw new Error(`build stage: COPY --from is not replayed (${instruction.args})`);
      replayCopy(instruction, repo, buildRoot, build, ignored);
    } else if (instruction.op === 'RUN' && /^npm ci\b/.test(instruction.args)) {
      if (/&&|;|\|/.test(instruction.args)) throw new Error(`build stage: cannot stand in for RUN ${instruction.args}`);
      // The dependencies this checkout installed with `npm ci`, where npm put them (the root and each workspace).
      for (const dir of ['.', ...workspaceFolders()]) {
        const modules = join(repo, dir, 'node_modules');
        if (existsSync(modules)) linkInstalled(modules, join(inStage(buildRoot, build, dir), 'node_modules'));
      }
      say('build stage: this checkout node_modules linked in place of `npm ci`');
    } else if (instruction.op === 'RUN') {
      say(`build stage: RUN ${instruction.args}`);
      execFileSync('sh', ['-c', instruction.args], {
        cwd: inStage(buildRoot, build, '.'),
        env: buildEnv,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      say('build stage: RUN done');
    }
  }

  // The final stage: only what it copies from the build stage (and from the context, if it ever does).
  const imageRoot = join(work, 'image');
  for (const instruction of final.instructions) {
    if (instruction.op === 'COPY') {
      const fromBuild = instruction.flags.from === 'build';
      if (instruction.flags.from && !fromBuild) throw new Error(`final stage: COPY --from=${instruction.flags.from}`);
      replayCopy(instruction, fromBuild ? buildRoot : repo, imageRoot, final, fromBuild ? undefined : ignored);
    } else if (instruction.op === 'RUN') {
      say(`final stage: not replayed (system folders; the test gives the server its own): RUN ${instruction.args}`);
    }
  }
  say(`final stage: ${final.instructions.filter((i) => i.op === 'COPY').length} COPY lines replayed in ${imageRoot}`);

  await admin.connect();
  connected = true;
  await admin.query(`CREATE DATABASE ${databaseName}`);
  databaseMade = true;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const port = await getPort({ host: '127.0.0.1' });
  const dataDir = join(work, 'volume');
  mkdirSync(join(dataDir, 'images'), { recursive: true });
  // The image's ENV, then an operator's least production settings (NODE_ENV left to the image), then what this test
  // must change: loopback, a free port, its own volume, a WhatsApp API address that goes nowhere.
  const { NODE_ENV: _fromImage, ...operator } = PRODUCTION_ENV;
  const env = {
    PATH: process.env.PATH!,
    ...envOf(final),
    ...operator,
    DATABASE_URL: databaseUrl.toString(),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    IMAGES_DIR: join(dataDir, 'images'),
    WHATSAPP_CLOUD_URL: 'http://127.0.0.1:9',
  };
  const [command, ...args] = cmdOf(final);
  if (command !== 'node') throw new Error(`the image's CMD runs ${command}, not node`);
  const cwd = inStage(imageRoot, final, '.');
  say(`starting the image's CMD: ${cmdOf(final).join(' ')}`);
  server = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => log.push(chunk.toString());
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  const base = `http://127.0.0.1:${port}`;
  let ready = 0;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && server.exitCode === null; await sleep(200)) {
    ready = await fetch(`${base}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (ready === 200) break;
  }
  if (ready !== 200) throw new Error(`/readyz did not answer 200 (last: ${ready || 'no answer'})`);
  say('/readyz answered 200');
  if (!log.join('').includes('production mode')) problems.push('the first log lines do not say production mode');

  // A clinic, made as docs/configuration.md tells an operator to in the image: its npm script, on the build alone.
  const key = 'image-test';
  execFileSync(
    'npm',
    [
      ...['run', '--silent', 'clinic:create', '-w', '@clinic/server', '--'],
      ...['--key', key, '--name', 'Image Test Clinic', '--lang', 'en', '--time-zone', 'Asia/Jerusalem'],
      ...['--owner-email', 'owner@image.example', '--owner-password', 'image-test-password'],
    ],
    { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const page = await fetch(`${base}/${key}/`);
  const html = await page.text();
  if (page.status !== 200) problems.push(`/${key}/ answered ${page.status}`);
  else if (html.includes('class="boot-shell"') || !html.includes('Image Test Clinic'))
    problems.push(`/${key}/ was not drawn on the server (the site's server-side code or its dependencies failed)`);
  else say(`/${key}/ drawn on the server`);
  if (log.join('').includes('first screen not drawn')) problems.push('the server logged "first screen not drawn"');

  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) problems.push(`SIGTERM ended the server with ${code}`);
  else say('SIGTERM: the server exited with 0');
} catch (error) {
  problems.push((error as Error).stack ?? String(error));
} finally {
  if (server?.exitCode === null) server.kill('SIGKILL');
  if (databaseMade) await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (connected) await admin.end();
  rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`FAILED:\n${problems.join('\n')}\n--- the server's output:\n${log.join('').slice(-4000)}`);
  process.exit(1);
}
say("the image's files start the server: ready, a clinic's page drawn, stopped cleanly by SIGTERM");
