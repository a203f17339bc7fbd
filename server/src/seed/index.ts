/** Seeds a migrated database with the demo store: catalogue, content, coupons and demo account. */
import { type Kysely, sql } from 'kysely';
import { type Database } from '../db/types.js';
import { insertContent } from './insert/content.js';
import { withIndexesDeferred } from './insert/deferred-indexes.js';
import { withForeignKeyChecksSkipped } from './insert/foreign-key-checks.js';
import { insertDemoAccount } from './insert/demo-account.js';
import { insertMenu } from './insert/menu.js';
import { insertProducts } from './insert/products.js';
import { setShippingRates } from './insert/shipping-rates.js';
import { insertProductModels, insertSizeCharts } from './insert/size-charts.js';
import { insertReviews } from './insert/reviews.js';
import { insertTaxonomy } from './insert/taxonomy.js';

export { DEMO_ACCOUNT } from './insert/demo-account.js';

export interface SeedOptions {
  /** Number of products (1,000 by default). */
  products?: number;
  /** PRNG seed: the same seed and day give the same catalogue. */
  seed?: number;
  /** Empty the seeded tables first; without it a database that has products is left alone. */
  reset?: boolean;
  /** "Today"; defaults to the current UTC day, so a seed is stable within a day. */
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  milliseconds: number;
}

export const DEFAULT_PRODUCTS = 1000;
export const DEFAULT_SEED = 20_260_601;

/** Every table the seed writes or that hangs off seeded rows; countries stay (a migration lists them; the seed sets their rates). */
const SEEDED_TABLES = [
  'payment_sessions', 'order_coupons', 'order_items', 'orders', 'cart_coupons', 'cart_items', 'wishlist_items',
  'coupons', 'tokens', 'password_resets', 'addresses', 'guests', 'users', 'newsletter_subscriptions', 'contact_messages', 'mail_outbox',
  'menu_links', 'menu_columns', 'menu_entries', 'footer_links', 'footer_groups', 'social_links', 'faqs', 'faq_categories',
  'fixed_sections', 'pages', 'engagements', 'stores', 'settings', 'hero_banners', 'collections',
  'product_images', 'variants', 'product_labels', 'product_tags', 'product_categories', 'products',
  'labels', 'brands', 'tags', 'categories', 'sizes', 'colors',
] as const satisfies readonly (keyof Database)[];

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Seeds the database in one transaction; a no-op when products exist, unless `reset`. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const total = options.products ?? DEFAULT_PRODUCTS;
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? startOfUtcDay(new Date());
  const log = options.log ?? (() => {});
  if (!Number.isInteger(total) || total < 1) throw new Error(`products must be a positive integer, not ${total}`);

  const seeded = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0 && !options.reset) {
      log(`The database already has ${existing.n} products: not seeding (use reset to start again).`);
      return false;
    }
    if (options.reset) {
      await sql`TRUNCATE ${sql.join(SEEDED_TABLES.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(trx);
    }
    const ids = await insertTaxonomy(trx);
    await insertContent(trx, now);
    await setShippingRates(trx);
    await insertMenu(trx, ids);
    log(`Seeding ${total.toLocaleString('en-US')} products (seed ${seed})…`);
    let reported = 0;
    const productTables = ['products', 'variants', 'product_images', 'product_categories', 'product_tags', 'product_labels'] as const;
    const progress = (done: number) => {
      if (done - reported >= 10_000 || done === total) {
        reported = done;
        log(`  ${done.toLocaleString('en-US')} products`);
      }
    };
    // Only indexes nothing reads during the load: the schema's facet triggers look variants and
    // product categories up by product, so theirs must stay.
    await withForeignKeyChecksSkipped(trx, productTables, () =>
      withIndexesDeferred(trx, ['products', 'product_search', 'product_images', 'product_tags', 'product_labels'], () => insertProducts(trx, { seed, total, now }, ids, progress)),
    );
    await insertSizeCharts(trx, ids.category);
    await insertProductModels(trx, ids.category);
    await insertDemoAccount(trx, now);
    await insertReviews(trx, seed, now);
    return true;
  });
  if (seeded) await sql`ANALYZE`.execute(db);
  const milliseconds = Math.round(performance.now() - started);
  if (seeded) log(`Seeded ${total.toLocaleString('en-US')} products in ${(milliseconds / 1000).toFixed(1)} s.`);
  return { seeded, products: seeded ? total : 0, milliseconds };
}
