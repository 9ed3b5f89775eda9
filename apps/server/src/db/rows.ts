/** The rows of a raw `db.execute` result: PGlite answers an array, node-postgres an object with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
