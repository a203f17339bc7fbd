/**
 * `npx tsx bench/listing-facets.ts [--products N]`
 *
 * How long the listing index takes, in process, to make each category page of the API bench
 * (the page of ids, the total and the facet counts; bench/scenarios.ts), with each way of counting
 * facets (listing-scope.ts): every value's set against the places left, a walk over those places,
 * a walk over the scope's other places taken from its totals, and the adaptive choice between
 * them. Prints microseconds per page and, for a filtered page, the adaptive choice against the
 * fastest way measured in the same run (1.00 when it picks the best). Uses the API bench's database (seeded once, as
 * `npm run bench:api -- --reuse` does).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb } from '../server/src/db/connection.js';
import { postgresCatalogueSource } from '../server/src/features/catalogue/catalogue-source.js';
import type { ListingEntry } from '../server/src/features/catalogue/engine/index.js';
import { ListingCopy } from '../server/src/features/catalogue/engine/listing-copy.js';
import { type ListingSort, listOf } from '../server/src/features/catalogue/engine/listing-index.js';
import type { FacetCounting } from '../server/src/features/catalogue/engine/listing-scope.js';
import { prepareDatabase } from './database.js';
import { CATEGORY_PAGES } from './scenarios.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WAYS: readonly FacetCounting[] = ['adaptive', 'sets', 'walk', 'walk the rest'];
const CALLS = 20_000;

/** Microseconds per call of `run`, after a warm-up. */
function microsecondsPer(run: () => unknown): number {
  for (let call = 0; call < CALLS / 10; call += 1) run();
  const start = performance.now();
  for (let call = 0; call < CALLS; call += 1) run();
  return ((performance.now() - start) * 1000) / CALLS;
}

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const database = await prepareDatabase(root, Number(values.products), true, (line) => console.log(`[bench] ${line}`));
const db = createDb(database.url, 2);
try {
  const entries: ListingEntry[] = [];
  const { reference } = await postgresCatalogueSource(db).readEverything((rows) => entries.push(...(rows.entries ?? [])));
  const copies = new Map<FacetCounting, ListingCopy>();
  for (const way of WAYS) {
    const copy = new ListingCopy(way);
    const loading = copy.loading();
    loading.add(entries);
    loading.install(reference);
    copies.set(way, copy);
  }
  const header = ['page', ...WAYS.map((way) => `${way} µs`), 'adaptive ÷ best'];
  const rows: string[][] = [];
  for (const path of CATEGORY_PAGES) {
    const url = new URL(path, 'http://bench');
    const query = Object.fromEntries(url.searchParams);
    const page = Number(query.page ?? 1);
    const perpage = Number(query.perpage ?? 12);
    const times = WAYS.map((way) => {
      const copy = copies.get(way)!;
      const index = copy.currentIndex();
      const filters = { categoryId: copy.categoryIdOf(url.pathname.split('/')[3]!), sizes: listOf(query.size), colors: listOf(query.color), brands: listOf(query.brand) };
      return microsecondsPer(() => index.listing(filters, (query.sort ?? 'newest') as ListingSort, perpage, (page - 1) * perpage));
    });
    // An unfiltered page is a slice with counts made once per index: no way of counting is used.
    const counts = ['size', 'color', 'brand', 'price_min', 'price_max'].some((name) => query[name] !== undefined);
    const ratio = counts ? (times[0]! / Math.min(...times)).toFixed(2) : 'no counts';
    rows.push([url.pathname.replace('/api/categories/', '').replace('/products', '') + url.search.replace(/[?&]page=\d+&perpage=\d+/, ''), ...times.map((time) => time.toFixed(1)), ratio]);
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(line).join('\n')}\n`);
} finally {
  await db.destroy();
  await database.stop();
}
