import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.ts';

/** The repository's own lint rules, tested with ESLint's RuleTester. */
export default defineProject({ test: { name: 'tools', maxWorkers: TEST_WORKERS, include: ['*.test.js'] } });
