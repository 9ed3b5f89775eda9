import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers';

export default defineConfig({
  test: {
    // Two files a core (vitest.workers.ts); each project's config says the same.
    maxWorkers: TEST_WORKERS,
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
