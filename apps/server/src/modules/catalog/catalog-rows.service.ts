import type { Db } from '../../db/client';
import { createCatalogRepository } from './catalog.repository';

/**
 * The catalog's rows (archived ones too) as the other modules read them: the staff side, setup, insights, calendar
 * feeds and the clinic's template through the module's `rows`, and payments inside its own transactions. The
 * statements are the catalog's own; other modules only call them.
 */
export const catalogRowsOn = (db: Db) => createCatalogRepository(db);
export type CatalogRows = ReturnType<typeof catalogRowsOn>;
