import type { tenants } from './schema';

/** A clinic's row, as every layer reads it (the tenants module owns the table). */
export type TenantRow = typeof tenants.$inferSelect;
