/** `npm run stock:import -- stock.csv [--dry-run]`: sets (`12`) or moves (`+3`, `-2`) the stock of each SKU, all or nothing. */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { applyStockFile } from '../features/catalogue-import/stock-file.js';
import { withStoreDatabase } from './store-database.js';

const say = (line: string) => console.error(`[stock] ${line}`);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
  if (positionals.length !== 1) {
    say('usage: npm run stock:import -- <stock.csv> [--dry-run]   (columns: sku,quantity; quantity 12, +3 or -2)');
    return 2;
  }
  const text = await readFile(resolve(positionals[0]!), 'utf8');
  return withStoreDatabase(say, async (db) => {
    const report = await applyStockFile(db, text, { dryRun: values['dry-run'] });
    for (const problem of report.problems) console.log(`${problem.where}: ${problem.message}`);
    if (report.problems.length > 0) console.log('nothing written: fix the lines above');
    else console.log(`${report.changed} variants ${report.written ? 'changed' : 'would change (dry run: nothing written)'}`);
    return report.problems.length > 0 ? 1 : 0;
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
