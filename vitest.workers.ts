import { availableParallelism } from 'node:os';

/**
 * How many test files run at once: two a core. The server's files wait on PostgreSQL much of their time, so on 2
 * cores the suite took 206 s four at a time and 300 s one at a time (2026-12-05). Vitest 5 reads this per project
 * and refuses projects of one run that differ, so every project's config sets it from here.
 */
export const TEST_WORKERS = 2 * availableParallelism();
