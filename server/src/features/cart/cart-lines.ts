import { type Kysely, sql } from 'kysely';
import { executePrepared } from '../../db/connection.js';
import { statementMadeOnce } from '../../db/made-once.js';
import type { Database } from '../../db/types.js';
import { withinOrderLimits } from '../../../../src/domain/order-limit-check.js';
import { variantImageUrl } from '../catalogue/variant-image.js';

/** What a cart line shows of the variant bought (docs/api.md `CartProduct`, spec §3). */
export interface CartProduct {
  id: number;
  parent_id: number;
  unique_slug: string;
  name: string;
  type: 'variable' | 'simple';
  stock: number;
  image: string | null;
  regular_price: number;
  sale_price: number | null;
  currency: 'USD';
  currency_symbol: '$';
  brand: string | null;
  delivery_by: string | null;
  attributes: { name: string; value: string }[];
  /**
   * The product's per-order limit, all its variants together (src/domain/order-limit.ts); null:
   * none. Always there in a cart; absent in the snapshots of orders placed before limits existed.
   */
  max_per_order?: number | null;
}

export interface CartLine {
  quantity: number;
  product: CartProduct;
}

/** Where variant snapshots come from: the database, or a short-lived copy of it for quotes. */
export type CartProductSource = (variantIds: number[]) => Promise<Map<number, CartProduct>>;

/**
 * The variants' snapshots, one text for any number of ids (`= ANY`): made once (made-once.ts) and
 * prepared, planned once per connection. Read with every order, quote and cart.
 */
const cartProductsStatement = statementMadeOnce((db: Kysely<Database>, _shape: 'any', variantIds: number[]) =>
  db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('colors as c', 'c.slug', 'v.color')
    .select([
      'v.id', 'v.product_id', 'v.size', 'v.stock', 'v.regular_price', 'v.sale_price',
      'p.unique_slug', 'p.name', 'p.type', 'p.max_per_order', 'b.name as brand', 'c.name as color_name',
      variantImageUrl.as('image'),
    ])
    .where(sql<boolean>`v.id = ANY(${variantIds}::int[])`),
);

/** Variant snapshots by variant id, priced from the database (never from the client). */
export async function loadCartProducts(db: Kysely<Database>, variantIds: number[]): Promise<Map<number, CartProduct>> {
  if (variantIds.length === 0) return new Map();
  const rows = await executePrepared(db, 'cart-products', cartProductsStatement(db, 'any', variantIds));
  return new Map(
    rows.map((row) => {
      const attributes = [
        ...(row.size === null ? [] : [{ name: 'Size', value: row.size }]),
        ...(row.color_name === null ? [] : [{ name: 'Colour', value: row.color_name }]),
      ];
      const product: CartProduct = {
        id: row.id,
        parent_id: row.product_id,
        unique_slug: row.unique_slug,
        name: row.name,
        type: row.type,
        stock: row.stock,
        image: row.image,
        regular_price: row.regular_price,
        sale_price: row.sale_price,
        currency: 'USD',
        currency_symbol: '$',
        brand: row.brand,
        delivery_by: null,
        attributes,
        max_per_order: row.max_per_order,
      };
      return [row.id, product];
    }),
  );
}

/**
 * Turns requested lines into priced lines: unknown and sold-out variants are dropped, repeated
 * ids merged, quantities capped at stock and each product at its per-order limit (a guest's cart
 * kept from before a limit was set comes back within it; an order past it is refused).
 */
export async function priceRequestedLines(
  products: CartProductSource,
  requested: { product_id: number; quantity: number }[],
): Promise<CartLine[]> {
  const merged = new Map<number, number>();
  for (const item of requested) merged.set(item.product_id, (merged.get(item.product_id) ?? 0) + item.quantity);
  const found = await products([...merged.keys()]);
  const lines: CartLine[] = [];
  for (const [id, quantity] of merged) {
    const product = found.get(id);
    const capped = Math.min(quantity, product?.stock ?? 0);
    if (product !== undefined && capped > 0) lines.push({ quantity: capped, product });
  }
  return [...withinOrderLimits(lines)];
}

/** Variant snapshots kept for guest quotes, and how to follow their stock. */
export interface RecentCartProducts {
  readonly load: CartProductSource;
  /**
   * These variants' stock changed (a stock notification, `StockChange`): a snapshot whose new
   * stock is told keeps the rest and takes it; one whose stock is not told is dropped; `null`
   * drops every one.
   */
  changed(variantIds: readonly number[] | null, stocks?: ReadonlyMap<number, number>): void;
}

/**
 * Variant snapshots for guest quotes and coupon checks: what a variant is and costs is kept
 * `ttlMs`, as the catalogue's answers are (0: always read), so it may show a price up to that
 * old, as a cached product page does. Its stock is kept too while `stockIsAnnounced()` (the
 * instance listens to the database's stock notifications, which tell `changed` the stock an order
 * took or a declined card gave back); otherwise it is read every time (one primary-key lookup).
 * A notified stock is written into the kept snapshot rather than dropping it: during a drop or a
 * busy hour every order changes stock, and reading the whole snapshot again for the next quote
 * put the quotes' tail behind the orders' statements. Orders never use it: they are priced and
 * stocked from the database in their own transaction.
 */
export function recentCartProducts(db: Kysely<Database>, ttlMs: number, stockIsAnnounced: () => boolean = () => false, maxEntries = 5000): RecentCartProducts {
  const kept = new Map<number, { product: CartProduct | null; until: number }>();
  // A read that began before a change was told may hold the stock from before it: each change is
  // numbered, and a read keeps only the snapshots no change reached while it was under way.
  let changes = 0;
  const lastChange = new Map<number, number>();
  // Changes no longer numbered one by one (every variant at once, or the oldest let go) count for all.
  let forgottenUpTo = 0;
  const changedSince = (id: number, mark: number) => forgottenUpTo > mark || (lastChange.get(id) ?? 0) > mark;
  const load: CartProductSource = async (variantIds) => {
    if (ttlMs <= 0) return loadCartProducts(db, variantIds);
    const now = Date.now();
    const mark = changes;
    const missing = variantIds.filter((id) => (kept.get(id)?.until ?? 0) <= now);
    const readStock = missing.length < variantIds.length && !stockIsAnnounced();
    const [loaded, stock] = await Promise.all([
      missing.length === 0 ? new Map<number, CartProduct>() : loadCartProducts(db, missing),
      readStock ? stockOf(db, variantIds) : null,
    ]);
    for (const id of missing) {
      kept.delete(id);
      if (!changedSince(id, mark)) kept.set(id, { product: loaded.get(id) ?? null, until: now + ttlMs });
    }
    // Maps iterate in insertion order: the first keys are the oldest entries.
    for (const id of kept.keys()) {
      if (kept.size <= maxEntries) break;
      kept.delete(id);
    }
    const found = new Map<number, CartProduct>();
    for (const id of variantIds) {
      const product = loaded.get(id) ?? kept.get(id)?.product ?? null;
      const current = stock?.get(id) ?? product?.stock;
      if (product !== null && current !== undefined) found.set(id, { ...product, stock: current });
    }
    return found;
  };
  return {
    load,
    changed(variantIds, stocks) {
      changes += 1;
      if (variantIds === null) {
        forgottenUpTo = changes;
        lastChange.clear();
        kept.clear();
        return;
      }
      for (const id of variantIds) {
        lastChange.delete(id);
        lastChange.set(id, changes);
        const entry = kept.get(id);
        const stock = stocks?.get(id);
        if (entry?.product != null && stock !== undefined) entry.product = { ...entry.product, stock };
        else kept.delete(id);
      }
      for (const [id, number] of lastChange) {
        if (lastChange.size <= maxEntries) break;
        forgottenUpTo = number;
        lastChange.delete(id);
      }
    },
  };
}

async function stockOf(db: Kysely<Database>, variantIds: number[]): Promise<Map<number, number>> {
  const rows = await db.selectFrom('variants').select(['id', 'stock']).where('id', 'in', variantIds).execute();
  return new Map(rows.map((row) => [row.id, row.stock]));
}
