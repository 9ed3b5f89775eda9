import { defineProject } from 'vitest/config';

/** The repository's own lint rules, tested with ESLint's RuleTester. */
export default defineProject({ test: { name: 'tools', include: ['*.test.js'] } });
