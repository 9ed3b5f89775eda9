import { buildApp } from '../../src/app';
import { testConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';

export function buildTestApp(database: Database, options: { now?: () => Date; config?: Partial<AppConfig> } = {}) {
  return buildApp({
    config: testConfig({ logLevel: process.env.TEST_LOG_LEVEL ?? 'silent', ...options.config }),
    database,
    ...(options.now ? { now: options.now } : {}),
  });
}
