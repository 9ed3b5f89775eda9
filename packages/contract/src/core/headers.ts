// Plain constants, free of zod, so the site's first load can import them without the schema library.
export const TENANT_TOKEN_HEADER = 'x-tenant-token';
