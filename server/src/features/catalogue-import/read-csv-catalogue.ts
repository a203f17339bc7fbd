import { CsvSyntaxError, parseCsv } from '../../cli/csv.js';
import { type FileProduct, listCell, type Problem, type ReadCatalogue } from './catalogue-file.js';

/** The CSV's columns: one row per variant; product columns may be left blank after a product's first row. */
export const CSV_COLUMNS = [
  'slug', 'name', 'brand', 'category', 'tags', 'labels', 'description', 'materials', 'care',
  'colour', 'size', 'sku', 'price', 'sale_price', 'stock', 'images',
] as const;
const REQUIRED = ['slug', 'sku', 'price', 'stock'] as const;

type Row = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;

/**
 * Reads a catalogue CSV (a header row, then a row per variant; rows of one product share its
 * slug). Line numbers are the file's, header included, so a merchant finds the row in any editor.
 */
export function readCsvCatalogue(text: string): ReadCatalogue {
  const problems: Problem[] = [];
  let parsed;
  try {
    parsed = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { products: [], problems: [{ where: `line ${error.line}`, message: `not readable as CSV: ${error.message}` }] };
  }
  const [head, ...body] = parsed;
  const header = (head?.cells ?? []).map((name) => name.trim().toLowerCase());
  const records = body.map(({ cells, line }) => ({ line, record: Object.fromEntries(header.map((column, index) => [column, (cells[index] ?? '').trim()])) }));
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (missing.length > 0) return { products: [], problems: [{ where: 'line 1', message: `missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` }] };
  const unknown = header.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) problems.push({ where: 'line 1', message: `unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (columns are ${CSV_COLUMNS.join(', ')})` });

  const bySlug = new Map<string, FileProduct>();
  for (const { record, line } of records) {
    const row = record as Row;
    const where = `line ${line}`;
    const slug = row.slug ?? '';
    let product = bySlug.get(slug);
    if (product === undefined) {
      product = {
        where, slug, name: '', brand: '', category: '', tags: [], labels: [], description: '', materials: '', care: '', variants: [], images: [],
      };
      bySlug.set(slug, product);
    }
    // A product's columns are read from the first row that fills them.
    product.name ||= row.name ?? '';
    product.brand ||= row.brand ?? '';
    product.category ||= row.category ?? '';
    if (product.tags.length === 0) product.tags = listCell(row.tags ?? '');
    if (product.labels.length === 0) product.labels = listCell(row.labels ?? '');
    product.description ||= row.description ?? '';
    product.materials ||= row.materials ?? '';
    product.care ||= row.care ?? '';
    const colour = row.colour ?? '';
    product.variants.push({ where, sku: row.sku ?? '', colour, size: row.size ?? '', price: row.price ?? '', salePrice: row.sale_price ?? '', stock: row.stock ?? '' });
    for (const file of listCell(row.images ?? '')) {
      if (!product.images.some((image) => image.file === file && image.colour === colour)) product.images.push({ where, file, colour });
    }
  }
  return { products: [...bySlug.values()], problems };
}
