import { fileURLToPath } from 'node:url';

// This file sits one folder below apps/server, and so does the bundle it is built into (dist/*.js):
// the same relative address resolves from the sources (tsx, tests) and from the build.
const serverDir = new URL('../', import.meta.url);

/** SQL migrations, applied on start. */
export const migrationsFolder = fileURLToPath(new URL('drizzle', serverDir));
/** The site built by `npm run build`, unless WEB_DIST says otherwise. */
export const defaultWebDist = fileURLToPath(new URL('../web/dist', serverDir));
