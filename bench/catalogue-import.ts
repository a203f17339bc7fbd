/**
 * `npm run bench:import [-- --products 10000]`: imports a generated catalogue file of N products
 * (three sizes each, no photographs) into a store of 100 demo products, then the same file
 * again, and prints both times. Budget (issue 32): 10,000 products in at most 60 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { csvText } from '../server/src/cli/csv.js';
import { createDb } from '../server/src/db/connection.js';
import { importCatalogue } from '../server/src/features/catalogue-import/import-catalogue.js';
import { prepareDatabase } from './database.js';

const BUDGET_SECONDS = 60;
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const log = (line: string) => console.log(`[bench:import] ${line}`);

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
  const count = Number(values.products);
  const database = await prepareDatabase(root, 100, false, log);
  const db = createDb(database.url, 2);
  const photosDir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  try {
    const sizes = (await db.selectFrom('sizes').select('code').orderBy('position').limit(3).execute()).map((row) => row.code);
    const colours = (await db.selectFrom('colors').select('slug').orderBy('position').execute()).map((row) => row.slug);
    const rows: string[][] = [['slug', 'name', 'brand', 'category', 'tags', 'labels', 'description', 'materials', 'care', 'colour', 'size', 'sku', 'price', 'sale_price', 'stock', 'images']];
    for (let n = 0; n < count; n++) {
      const colour = colours[n % colours.length]!;
      sizes.forEach((size, index) => {
        rows.push(index === 0
          ? [`imported-piece-${n}`, `Imported Piece ${n}`, `Brand ${n % 40}`, `Imported > Line ${n % 25}`, 'Imported|Bench', n % 7 === 0 ? 'Best seller' : '', `<p>Piece ${n}, cut in a soft fabric.</p>`, '100% cotton', 'Machine wash 30°', colour, size, `IMP-${n}-${index}`, `${20 + (n % 180)}.90`, '', String((n * 7 + index) % 30), '']
          : [`imported-piece-${n}`, '', '', '', '', '', '', '', '', colour, size, `IMP-${n}-${index}`, `${20 + (n % 180)}.90`, '', String((n * 7 + index) % 30), '']);
      });
    }
    const text = csvText(rows);
    const run = async (what: string) => {
      const started = performance.now();
      const report = await importCatalogue(db, text, { format: 'csv', imagesDir: null, photosDir });
      const seconds = (performance.now() - started) / 1000;
      if (report.problems.length > 0) throw new Error(`the generated file has problems: ${report.problems[0]!.where}: ${report.problems[0]!.message}`);
      log(`${what}: ${count.toLocaleString('en-US')} products (${(count * sizes.length).toLocaleString('en-US')} variants) in ${seconds.toFixed(1)} s — ${JSON.stringify(report.counts)}`);
      return seconds;
    };
    const first = await run('first import');
    await run('same file again');
    log(`budget: ${BUDGET_SECONDS} s for 10,000 products → ${first <= BUDGET_SECONDS * (count / 10_000) ? 'within' : 'OVER'}`);
  } finally {
    await db.destroy();
    await database.stop();
    rmSync(photosDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
