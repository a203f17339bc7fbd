/**
 * Reads rows keyed by product id a batch at a time, in id order (keyset paging), so that loading a
 * catalogue of 100,000 products never holds one enormous result: `read` gets the last id of the
 * batch before (0 at first) and answers at most `size` rows, in ascending product id.
 */
export async function forEachProductBatch<Row>(
  size: number,
  read: (after: number, size: number) => Promise<Row[]>,
  productIdOf: (row: Row) => number,
  use: (rows: Row[]) => void | Promise<void>,
): Promise<void> {
  for (let after = 0; ; ) {
    const rows = await read(after, size);
    await use(rows);
    if (rows.length < size) return;
    after = productIdOf(rows[rows.length - 1]!);
  }
}
