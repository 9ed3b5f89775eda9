import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest would run one file at a time on two cores (cores - 1). The server's files wait on PostgreSQL for much of
    // their time, so two files a core finish sooner: on 2 cores the suite took 385 s two at a time, 206 s four at a
    // time (2026-12-05). Each file has its own database, so they cannot meet.
    maxWorkers: 2 * availableParallelism(),
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
