import { type Kysely, sql } from 'kysely';
import { CsvSyntaxError, parseCsv } from '../../cli/csv.js';
import type { Database } from '../../db/types.js';
import type { Problem } from './catalogue-file.js';

/** One line of a stock file: set the stock to `amount`, or move it by `amount` (`+n`, `-n`). */
export interface StockLine {
  line: number;
  sku: string;
  relative: boolean;
  amount: number;
}

const QUANTITY = /^([+-])?(\d{1,7})$/;

/** Reads a stock file (`sku,quantity` with a header row): every line's problem with its number. */
export function readStockFile(text: string): { lines: StockLine[]; problems: Problem[] } {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { lines: [], problems: [{ where: `line ${error.line}`, message: `not readable as CSV: ${error.message}` }] };
  }
  const [head, ...body] = records;
  const header = (head?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const skuColumn = header.indexOf('sku');
  const quantityColumn = header.indexOf('quantity');
  if (skuColumn < 0 || quantityColumn < 0) return { lines: [], problems: [{ where: 'line 1', message: 'the header must name the columns sku and quantity' }] };
  const lines: StockLine[] = [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of body) {
    const sku = (cells[skuColumn] ?? '').trim();
    const quantity = (cells[quantityColumn] ?? '').trim();
    const where = `line ${line}`;
    const match = QUANTITY.exec(quantity);
    if (sku === '') problems.push({ where, message: 'SKU is missing' });
    else if (seen.has(sku)) problems.push({ where, message: `duplicate SKU "${sku}" (first at line ${seen.get(sku)})` });
    else seen.set(sku, line);
    if (match === null) problems.push({ where, message: `quantity "${quantity}" must be a whole number (the stock) or +n / -n (a change)` });
    else lines.push({ line, sku, relative: match[1] !== undefined, amount: Number(match[2]) * (match[1] === '-' ? -1 : 1) });
  }
  return { lines, problems };
}

/** What applying a stock file did, or would have done. */
export interface StockReport {
  problems: Problem[];
  /** Variants whose stock changed; 0 when problems stopped it. */
  changed: number;
  written: boolean;
}

/**
 * Applies a stock file in one transaction, all or nothing: an unknown SKU or a change that would
 * take a stock below 0 stops it. Rows are locked first, so an order placed meanwhile is counted.
 */
export async function applyStockFile(db: Kysely<Database>, text: string, options: { dryRun?: boolean } = {}): Promise<StockReport> {
  const { lines, problems } = readStockFile(text);
  if (problems.length > 0) return { problems, changed: 0, written: false };
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number; sku: string; stock: number }>`
      SELECT id, sku, stock FROM variants WHERE sku = ANY(${lines.map((line) => line.sku)}) ORDER BY id FOR UPDATE`.execute(trx);
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    const updates: { id: number; stock: number }[] = [];
    for (const line of lines) {
      const variant = bySku.get(line.sku);
      if (variant === undefined) {
        problems.push({ where: `line ${line.line}`, message: `unknown SKU "${line.sku}"` });
        continue;
      }
      const stock = line.relative ? variant.stock + line.amount : line.amount;
      if (stock < 0) problems.push({ where: `line ${line.line}`, message: `${line.sku}: ${variant.stock} in stock, ${line.amount} would leave ${stock}` });
      else if (stock !== variant.stock) updates.push({ id: variant.id, stock });
    }
    if (problems.length > 0) return { problems, changed: 0, written: false };
    if (updates.length > 0 && !options.dryRun) {
      // The stock trigger (migration 0010) tells every instance which variants changed.
      await sql`UPDATE variants v SET stock = x.stock FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS x(id int, stock int) WHERE v.id = x.id`.execute(trx);
    }
    return { problems, changed: updates.length, written: !options.dryRun };
  });
}
