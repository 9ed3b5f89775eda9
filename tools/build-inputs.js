// What each app's build reads and leaves, and whether its last build is still current: `npm start` rebuilds an app
// only when a hash of its inputs differs from the one recorded when it was last built (tools/build-if-changed.js).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Read by both builds: the contract's sources, the workspace's dependencies and the shared compiler settings. */
const SHARED_INPUTS = [
  'packages/contract/src',
  'packages/contract/package.json',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/**
 * Each app in build order: its npm workspace, the files and folders its build reads, and a file its build writes
 * (missing, or not the one recorded, means another build or a deletion happened since: build again).
 */
export const APPS = [
  {
    name: 'web',
    workspace: '@clinic/web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/vite.config.ts',
      ...SHARED_INPUTS,
    ],
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/.ssr/entry-server.js'],
  },
  {
    name: 'server',
    workspace: '@clinic/server',
    inputs: [
      'apps/server/src',
      'apps/server/build.ts',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      ...SHARED_INPUTS,
    ],
    outputs: ['apps/server/dist/server.js'],
  },
];

/** Tests sit beside the sources but no build reads them. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** Every file under `path` (itself, if a file), relative to root, in a stable order. */
function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !isTest(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => filesUnder(root, `${path}/${entry.name}`));
}

/** One hash of every input's path and content: any file added, removed, renamed or edited changes it. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const files = filesUnder(root, input);
    if (files.length === 0) hash.update(`absent ${input}\0`);
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (root, app) => join(root, 'node_modules/.cache/clinic-build', `${app.name}.json`);

/** The outputs' modification times: a build of the app by any other way changes them. */
const outputTimes = (root, app) =>
  Object.fromEntries(
    app.outputs.map((file) => [file, existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : null]),
  );

/** Whether the app's build is of these inputs and untouched since. */
export function isUpToDate(root, app, inputsHash) {
  const file = stampOf(root, app);
  if (!existsSync(file)) return false;
  const stamp = JSON.parse(readFileSync(file, 'utf8'));
  const times = outputTimes(root, app);
  return (
    stamp.inputs === inputsHash &&
    Object.values(times).every((time) => time !== null) &&
    JSON.stringify(times) === JSON.stringify(stamp.outputs)
  );
}

/** After a successful build: the inputs it was made from, and its outputs as they are now. */
export function recordBuild(root, app, inputsHash) {
  const file = stampOf(root, app);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify({ inputs: inputsHash, outputs: outputTimes(root, app) }));
}
