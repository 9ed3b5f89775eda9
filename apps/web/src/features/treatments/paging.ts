export const TREATMENTS_PAGE_SIZE = 6;

export type Page<T> = { items: T[]; page: number; pageCount: number };

/** Reads ?page=; anything that is not a whole number from 1 means the first page. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** One page of a list; a page past the end shows the last page. */
export function paginate<T>(items: readonly T[], page: number, pageSize = TREATMENTS_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}
