import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'e2e-support', include: ['support/**/*.test.ts'] } });
