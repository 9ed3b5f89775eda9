import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers';

/** The one file that replaces a module (vi.mock of fastify): it runs apart, in a fresh module graph. */
export const MOCKING_FILES = ['test/integration/openapi-coverage.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    maxWorkers: TEST_WORKERS,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: MOCKING_FILES,
    // A worker's files share its modules (the app's 400 modules are evaluated once per worker, not once per file):
    // about a fifth of the suite's time. Each file still builds its own app on its own database, and none replaces a
    // module or changes a global, so files cannot meet.
    isolate: false,
    globalSetup: ['./test/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
