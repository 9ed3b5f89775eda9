import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    // A worker's files share one page and one module graph: a page made for each file took 61 % of the suite's
    // 68 s, which now takes 7 s. Each test leaves the page, storage, language, timers and globals as it found them
    // (src/test/setup.ts); the files pass in any order (checked with --sequence.shuffle).
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
