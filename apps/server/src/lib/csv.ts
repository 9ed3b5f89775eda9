import { stringify } from 'csv-stringify/sync';

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (Hebrew and Arabic names). */
export const CSV_BOM = '\uFEFF';

/** A cell as an export gives it; null is an empty cell. */
export type CsvCell = string | number | null;

/**
 * Rows as CSV lines, quoted where CSV needs it. A text a spreadsheet would run as a formula (one that starts with
 * =, +, -, @, a tab or a carriage return, or their full-width forms) gets an apostrophe first, as OWASP advises, so
 * a name someone typed is never a command; numbers, negative ones too, stay numbers. Every CSV export writes
 * through here.
 */
export function csvLines(rows: CsvCell[][]): string {
  return stringify(
    rows.map((row) => row.map((cell) => cell ?? '')),
    { escape_formulas: true },
  );
}
