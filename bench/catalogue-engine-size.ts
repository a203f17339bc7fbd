/**
 * `npx tsx bench/catalogue-engine-size.ts [--sizes 10000,100000,300000] [--runs 200]`
 *
 * What the catalogue engine (server/src/features/catalogue/engine) costs as the catalogue grows:
 * its heap once loaded, and again once every category and tag has been filtered (each scope's
 * bit sets are made on its first filtered request); how long it takes to load and index the
 * catalogue at start-up; and the time of a few searches and filtered listings. Each size runs in
 * a process of its own (`--expose-gc`, so the heap is measured after a full collection).
 *
 * No database: the engine reads the seed's generated catalogue (server/src/seed/products.ts, the
 * products `npm run seed -- --products N` writes) through a CatalogueSource made here. Two things
 * differ from the server's: lexemes are stemmed by a crude rule rather than PostgreSQL's english
 * dictionary (a vocabulary of about the same size), and a read's look at the changes log answers
 * at once (about 0.2 ms against PostgreSQL). Generating the products is timed apart and left out
 * of the start-up figure, which is the engine's own work: reading the rows, writing each card's
 * JSON text and digest, and building the indexes.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ReadyText } from '../server/src/http/cached-json.js';
import { type CatalogueReference, type CatalogueSource, createCatalogueEngine, type DocumentRow, type ListingEntry, type ListingQuery, NOT_HELD, type ProductRows } from '../server/src/features/catalogue/engine/index.js';
import type { ProductCard } from '../server/src/features/catalogue/product-cards.js';
import { readyCard } from '../server/src/features/catalogue/ready-cards.js';
import { COLOURS } from '../server/src/seed/colors.js';
import { type GeneratedProduct, generateProducts } from '../server/src/seed/products.js';
import { ALL_SIZES, BRANDS, CATEGORY_TREE, TAGS } from '../server/src/seed/taxonomy.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,300000' },
    runs: { type: 'string', default: '200' },
    /** Internal: measure this one size and print its figures as JSON. */
    one: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const BATCH = 10_000;
const NOW = new Date('2026-11-27T00:00:00Z');

/** Searches and filtered listings timed at each size (the listings like the API bench's pages). */
const SEARCHES = ['linen', 'black wool coat', 'shrit'] as const;
const LISTINGS: readonly { name: string; query: ListingQuery }[] = [
  { name: 'women-knitwear size M', query: { scope: { kind: 'category', slug: 'women-knitwear' }, filters: { sizes: ['M'], colors: [], brands: [] }, sort: 'newest' } },
  { name: 'men black, by price', query: { scope: { kind: 'category', slug: 'men' }, filters: { sizes: [], colors: ['black'], brands: [] }, sort: 'price_asc' } },
  { name: 'tag linen, one brand', query: { scope: { kind: 'tag', slug: 'linen' }, filters: { sizes: [], colors: [], brands: ['maison-beirut'] }, sort: 'newest' } },
];

// ---- the seed's catalogue as the engine's rows -------------------------------------------------

const slugOf = (name: string) => name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'on', 'for', 'to', 'with', 'its', 'it', 'is', 'at', 'by', 'or', 'from', 'that', 'this', 'be', 'as', 'into']);
/** Lowercased, a plural's s dropped: near enough to PostgreSQL's english stemmer for the vocabulary's size. */
const stem = (word: string): string | null => (STOP_WORDS.has(word) ? null : word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
const wordsOf = (text: string) => text.toLowerCase().replace(/<[^>]*>/g, ' ').split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);

const categoryIds = new Map<string, number>();
const parentOf = new Map<number, number>();
for (const root of CATEGORY_TREE) {
  const rootId = categoryIds.size + 1;
  categoryIds.set(root.slug, rootId);
  for (const leaf of root.children) {
    categoryIds.set(leaf.slug, categoryIds.size + 1);
    parentOf.set(categoryIds.size, rootId);
  }
}
const tagIds = new Map(TAGS.map((tag, at) => [tag.slug, at + 1]));
const brandIds = new Map(BRANDS.map((brand, at) => [brand, at + 1]));
const reference: CatalogueReference = {
  sizes: ALL_SIZES,
  colors: COLOURS.map((colour, position) => ({ slug: colour.slug, name: colour.name, hex: colour.hex, position })),
  brands: BRANDS.map((name, at) => ({ id: at + 1, slug: slugOf(name), name })),
  categoryIds,
  tagIds,
};

/** The product's tsvector as `lexeme:WEIGHTS …`: name A, facets B, description and composition C, brand D. */
function documentOf(product: GeneratedProduct): DocumentRow {
  const weights = new Map<string, string>();
  const add = (text: string, weight: string) => {
    for (const word of wordsOf(text)) {
      const lexeme = stem(word);
      if (lexeme !== null) weights.set(lexeme, (weights.get(lexeme) ?? '') + weight);
    }
  };
  add(product.name, 'A');
  add(product.search_facets, 'B');
  add(`${product.description} ${product.composition}`, 'C');
  add(product.search_brand, 'D');
  return { productId: product.id, createdAt: product.created_at.getTime(), lexemes: [...weights].map(([lexeme, letters]) => `${lexeme}:${letters}`).join(' ') };
}

function entryOf(product: GeneratedProduct): ListingEntry {
  const leaf = categoryIds.get(product.category)!;
  const price = product.sale_price ?? product.regular_price;
  return {
    productId: product.id,
    categoryIds: [leaf, parentOf.get(leaf)!],
    tagIds: product.tags.map((tag) => tagIds.get(tag)!),
    sizes: product.sizes.filter((size) => product.variants.some((variant) => variant.size === size && variant.stock > 0)),
    colors: product.colors,
    brandId: brandIds.get(product.brand) ?? null,
    price,
    discountPercent: product.sale_price === null ? 0 : Math.trunc(((product.regular_price - product.sale_price) * 100) / product.regular_price),
    createdAt: product.created_at.getTime(),
    ratingAverage: null,
    ratingCount: 0,
  };
}

function cardOf(product: GeneratedProduct): ProductCard {
  const stock = product.variants.reduce((sum, variant) => sum + variant.stock, 0);
  const images = product.images.slice(0, 2).map(({ url, alt_text, blurhash }) => ({ url, alt_text, blurhash }));
  return {
    id: product.id, name: product.name, unique_slug: product.unique_slug, type: product.type, brand: product.brand,
    regular_price: product.regular_price, sale_price: product.sale_price,
    min_price: product.type === 'variable' ? Math.min(...product.variants.map((variant) => variant.sale_price ?? variant.regular_price)) : null,
    stock, in_stock: stock > 0, labels: product.labels.map((label) => ({ label })), featured_images: images,
    image: images[0]?.url ?? null, alt_text: images[0]?.alt_text ?? null, has_more_colors: product.colors.length > 1, isNew: product.is_new,
    in_wishlist: false, default_variant_id: product.variants.length === 1 ? product.id : null, rating_summary: null, shown_color: null,
  };
}

/**
 * The seed's catalogue of `total` products, generated batch by batch as the database would be
 * read; `generating` adds up the time spent making the rows, which is the seed's work, not the
 * engine's (a card's JSON text and digest, which the server's loader makes too, are not in it).
 */
function generatedSource(total: number, generating = { ms: 0 }): CatalogueSource<ReadyText> {
  return {
    countProducts: async () => total,
    async readEverything(receive) {
      for (let start = 0; start < total; start += BATCH) {
        const began = performance.now();
        const products = [...generateProducts({ seed: 42, total, now: NOW }, start, Math.min(BATCH, total - start))];
        const rows = { documents: products.map(documentOf), entries: products.map(entryOf), cards: products.map(cardOf) };
        generating.ms += performance.now() - began;
        receive({ documents: rows.documents, entries: rows.entries, cards: rows.cards.map((card) => ({ productId: card.id, card: readyCard(card) })) });
      }
      return { reference, unseenFrom: '1' };
    },
    // The generated catalogue never changes (changesSince below): nothing is read again.
    readProducts: async (): Promise<ProductRows<ReadyText>> => ({ documents: [], entries: [], cards: [] }),
    readStocks: async () => new Map(),
    withStock: (card) => card,
    readReference: async () => reference,
    changesSince: async (unseenFrom) => ({ unseenFrom, changes: [] }),
    pruneChanges: async () => undefined,
    stemsOf: async (words) => words.map(stem),
  };
}

// ---- one size, in its own process ---------------------------------------------------------------

interface Figures {
  products: number;
  generateS: number;
  startUpS: number;
  heapLoadedMb: number;
  heapFilteredMb: number;
  rssMb: number;
  searchesUs: number[];
  listingsUs: number[];
}

const heapMb = () => {
  globalThis.gc!();
  return process.memoryUsage().heapUsed / 1e6;
};

/** Median microseconds of `run` over RUNS calls, after a few to warm up. */
async function medianUs(run: () => Promise<unknown>): Promise<number> {
  for (let call = 0; call < 10; call += 1) await run();
  const times: number[] = [];
  for (let call = 0; call < RUNS; call += 1) {
    const start = performance.now();
    await run();
    times.push((performance.now() - start) * 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function measure(total: number): Promise<Figures> {
  // The seed's caches (image placeholders) filled first, so that they count in neither figure.
  await generatedSource(100).readEverything(() => undefined);
  const before = heapMb();
  const generating = { ms: 0 };
  const engine = createCatalogueEngine(generatedSource(total, generating), { maxProducts: Number.POSITIVE_INFINITY });
  const start = performance.now();
  await engine.warmUp();
  const generateS = generating.ms / 1000;
  const startUpS = (performance.now() - start) / 1000 - generateS;
  const heapLoadedMb = heapMb() - before;
  const searchesUs: number[] = [];
  for (const term of SEARCHES) searchesUs.push(await medianUs(() => engine.search(term, 12, 0)));
  const listingsUs: number[] = [];
  for (const { query } of LISTINGS) listingsUs.push(await medianUs(() => engine.listing(query, 12, 0)));
  // Every category's and tag's bit sets, as a server holds them once each has been filtered.
  for (const slug of categoryIds.keys()) await engine.listing({ scope: { kind: 'category', slug }, filters: { sizes: ['M'], colors: [], brands: [] }, sort: 'newest' }, 12, 0);
  for (const slug of tagIds.keys()) await engine.listing({ scope: { kind: 'tag', slug }, filters: { sizes: ['M'], colors: [], brands: [] }, sort: 'newest' }, 12, 0);
  const heapFilteredMb = heapMb() - before;
  if ((await engine.search('linen', 12, 0)) === NOT_HELD) throw new Error('the engine let go of the catalogue');
  return { products: total, generateS, startUpS, heapLoadedMb, heapFilteredMb, rssMb: process.memoryUsage().rss / 1e6, searchesUs, listingsUs };
}

if (values.one !== undefined) {
  console.log(JSON.stringify(await measure(Number(values.one))));
} else {
  const file = fileURLToPath(import.meta.url);
  const rows: Figures[] = [];
  for (const size of values.sizes.split(',').map(Number)) {
    console.log(`[bench] ${size.toLocaleString('en-US')} products…`);
    const run = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=8192', '--import', 'tsx', file, '--one', String(size), '--runs', String(RUNS)], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${size}: ${run.stderr}`);
    rows.push(JSON.parse(run.stdout.trim().split('\n').pop()!) as Figures);
  }
  const header = ['products', 'heap MB', 'filtered MB', 'RSS MB', 'start-up s', ...SEARCHES.map((term) => `"${term}" µs`), ...LISTINGS.map((listing) => `${listing.name} µs`)];
  const cells = rows.map((row) => [
    row.products.toLocaleString('en-US'),
    row.heapLoadedMb.toFixed(0),
    row.heapFilteredMb.toFixed(0),
    row.rssMb.toFixed(0),
    row.startUpS.toFixed(1),
    ...row.searchesUs.map((us) => us.toFixed(0)),
    ...row.listingsUs.map((us) => us.toFixed(0)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padStart(widths[column]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${cells.map(line).join('\n')}\n`);
  console.log(`Generating the products (not counted above): ${rows.map((row) => `${row.generateS.toFixed(1)} s`).join(', ')}.`);
}
