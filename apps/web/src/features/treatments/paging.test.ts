import { describe, expect, it } from 'vitest';
import { TREATMENTS_PAGE_SIZE, paginate, parsePage } from './paging';

const items = Array.from({ length: 11 }, (_, i) => i + 1);

describe('paginate', () => {
  it('shows 6 treatments a page', () => {
    expect(TREATMENTS_PAGE_SIZE).toBe(6);
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 2 });
    expect(paginate(items, 2)).toEqual({ items: [7, 8, 9, 10, 11], page: 2, pageCount: 2 });
  });

  it('keeps the page within range', () => {
    expect(paginate(items, 9).page).toBe(2);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, -3).page).toBe(1);
  });

  it('has one empty page for an empty list and exact pages at the boundary', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(paginate(items.slice(0, 6), 1).pageCount).toBe(1);
    expect(paginate(items.slice(0, 7), 1).pageCount).toBe(2);
  });
});

describe('parsePage', () => {
  it('reads whole numbers from 1 and treats anything else as the first page', () => {
    expect(parsePage('2')).toBe(2);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc']) expect(parsePage(bad)).toBe(1);
  });
});
