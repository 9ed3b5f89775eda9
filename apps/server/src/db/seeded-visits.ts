import type { appointments } from './schema';

type NewVisit = typeof appointments.$inferInsert;

/**
 * Visits written straight into the table by a seed (a test's fixtures, a benchmark's load): named as the seed's, so
 * the database records their events as born followed (drizzle/0029_visit_events.sql), as it does for the demo's.
 */
export function seeded<Rows extends NewVisit | NewVisit[]>(rows: Rows): Rows {
  const mark = (row: NewVisit): NewVisit => ({ ...row, changedBy: 'system:seed-test' });
  return (Array.isArray(rows) ? rows.map(mark) : mark(rows)) as Rows;
}
