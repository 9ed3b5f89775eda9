// Builds the site and the server, each only when its inputs changed since its last build (npm start), or always
// with --always (npm run build). Either way a successful build records its inputs' hash for the next start.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS, hashInputs, isUpToDate, recordBuild } from './build-inputs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const always = process.argv.includes('--always');

for (const app of APPS) {
  const inputsHash = hashInputs(root, app.inputs);
  if (!always && isUpToDate(root, app, inputsHash)) {
    console.log(`${app.name}: built from these sources already (npm run build rebuilds it anyway)`);
    continue;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  recordBuild(root, app, inputsHash);
}
