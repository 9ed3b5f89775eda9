import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers';

export default defineProject({
  test: { name: 'e2e-support', maxWorkers: TEST_WORKERS, include: ['support/**/*.test.ts'] },
});
