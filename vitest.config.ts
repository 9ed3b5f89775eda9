import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest runs one file at a time on two cores (cores - 1). The server's files wait on PostgreSQL for much of their
    // time, so two at a time finish sooner; each file has its own database, so they cannot meet.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/web/vitest.config.ts',
      'packages/contract/vitest.config.ts',
      'e2e/vitest.config.ts',
      'tools/vitest.config.js',
    ],
  },
});
