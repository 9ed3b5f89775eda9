/**
 * Every record a reader has, a page at a time, the latest first: each page asks for those before the last one read
 * (by id), so records added meanwhile never shift what is still to read.
 */
export async function* pagesBefore<T extends { id: number }>(
  read: (beforeId: number | undefined, limit: number) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  let before: number | undefined;
  for (;;) {
    const page = await read(before, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    before = page.at(-1)!.id;
  }
}
