import { describe, expect, it } from 'vitest';
import { pagesBefore } from './export-pages';

const collect = async <T>(pages: AsyncIterable<T[]>) => {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
};

describe('pagesBefore', () => {
  const ids = [9, 7, 6, 4, 3, 1];
  const read = async (before: number | undefined, limit: number) =>
    ids
      .filter((id) => before === undefined || id < before)
      .slice(0, limit)
      .map((id) => ({ id }));

  it('reads every record once, page after page, the latest first', async () => {
    expect(await collect(pagesBefore(read, 4))).toEqual([
      [{ id: 9 }, { id: 7 }, { id: 6 }, { id: 4 }],
      [{ id: 3 }, { id: 1 }],
    ]);
  });

  it('asks once more after a full last page, and yields no empty page', async () => {
    expect(await collect(pagesBefore(read, 3))).toEqual([
      [{ id: 9 }, { id: 7 }, { id: 6 }],
      [{ id: 4 }, { id: 3 }, { id: 1 }],
    ]);
    expect(await collect(pagesBefore(async () => [], 3))).toEqual([]);
  });
});
