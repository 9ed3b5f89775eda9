// Type-checks every TypeScript project of the repository, as many at a time as the machine has cores (each tsc runs on
// one), and prints how long each took. Fails, showing tsc's output, when any project does not check.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench', 'deploy/test'];

/** Runs `tsc -p <project>`; answers its exit code and output. */
function check(project) {
  const began = Date.now();
  return new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      const seconds = ((Date.now() - began) / 1000).toFixed(0);
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve({ project, code, output });
    });
  });
}

const waiting = [...PROJECTS];
const results = [];
async function worker() {
  for (let project = waiting.shift(); project; project = waiting.shift()) results.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));

const failed = results.filter((result) => result.code !== 0);
for (const result of failed) process.stdout.write(`\n== tsc -p ${result.project}\n${result.output}`);
process.exitCode = failed.length > 0 ? 1 : 0;
