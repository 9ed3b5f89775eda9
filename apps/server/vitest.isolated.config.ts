import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers';
import { MOCKING_FILES } from './vitest.config';

/** The server's files that replace a module, each in a fresh module graph (see vitest.config.ts). */
export default defineProject({
  test: {
    name: 'server-isolated',
    maxWorkers: TEST_WORKERS,
    include: MOCKING_FILES,
    globalSetup: ['./test/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
