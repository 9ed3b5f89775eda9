// Builds the server to JavaScript (dist/), so production runs plain Node with no TypeScript loader.
// Bundled: the server's own code and the workspace's @clinic/* packages (TypeScript sources).
// External: every npm dependency, installed beside the build as package.json lists them.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const dir = new URL('./', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as {
  dependencies: Record<string, string>;
};
const dependencies = new Set(Object.keys(pkg.dependencies));

/** npm packages stay external; one the server imports without listing it fails the build. */
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@clinic/')) return undefined;
      const name = args.path.split('/', args.path.startsWith('@') ? 2 : 1).join('/');
      if (dependencies.has(name)) return { external: true };
      return { errors: [{ text: `${name} is not in apps/server/package.json dependencies` }] };
    });
  },
};

rmSync(new URL('dist', dir), { recursive: true, force: true });
await build({
  absWorkingDir: fileURLToPath(dir),
  entryPoints: {
    server: 'src/server.ts',
    'import-tenant': 'src/cli/import-tenant.ts',
    'create-clinic': 'src/cli/create-clinic.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'db-move': 'src/cli/db-move.ts',
  },
  outdir: 'dist',
  // Shared code goes to chunks beside the entries: src/paths.ts relies on every file being one folder deep.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [externalDependencies],
});
