/** `npm run orders:export -- --since 2026-11-01 [--format csv|json] [--out file]`: orders since a date, to stdout or a file. */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { exportOrders, ordersCsv } from '../features/orders/export-orders.js';
import { withStoreDatabase } from './store-database.js';

const say = (line: string) => console.error(`[orders] ${line}`);
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' }, out: { type: 'string' } } });
  const { since, format } = values;
  if (since === undefined || !DATE.test(since) || Number.isNaN(Date.parse(since)) || (format !== 'csv' && format !== 'json')) {
    say('usage: npm run orders:export -- --since 2026-11-01 [--format csv|json] [--out orders.csv]');
    return 2;
  }
  return withStoreDatabase(say, async (db) => {
    const orders = await exportOrders(db, since);
    const text = format === 'csv' ? ordersCsv(orders) : `${JSON.stringify(orders, null, 2)}\n`;
    if (values.out === undefined) process.stdout.write(text);
    else await writeFile(values.out, text);
    say(`${orders.length} orders since ${since}`);
    return 0;
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
