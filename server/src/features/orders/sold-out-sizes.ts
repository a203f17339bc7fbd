import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import { type StockShortage, stockConflict } from './order-lines.js';

/** A line as asked for, before anything is read: the variant and how many. */
interface AskedLine {
  product_id: number;
  quantity: number;
}

/**
 * Sizes this instance has seen sell out (an order for them found none left), until the stock
 * notifications say their stock changed. In a drop, the buyers after the last unit are answered
 * the same 409 at once, before the order queue, instead of each waiting its turn to find the shelf
 * empty. Only while the notifications are live: without them a restock would go unseen.
 */
export class SoldOutSizes {
  /** Variant id → the product's name, as the 409 names it. */
  private readonly sizes = new Map<number, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly live: () => boolean,
  ) {}

  /** Notes the sizes a 409 found with nothing left (names read once, when a size first sells out). */
  async remember(shortages: readonly StockShortage[]): Promise<void> {
    const ids = shortages.filter((line) => line.available === 0 && !this.sizes.has(line.product_id)).map((line) => line.product_id);
    if (ids.length === 0 || !this.live()) return;
    const rows = await this.db.selectFrom('variants as v').innerJoin('products as p', 'p.id', 'v.product_id').select(['v.id', 'p.name']).where('v.id', 'in', ids).execute();
    for (const row of rows) this.sizes.set(row.id, row.name);
  }

  /** These variants' stock changed (`null`: any may have): they may be back. */
  forget(variantIds: readonly number[] | null): void {
    if (variantIds === null) this.sizes.clear();
    else for (const id of variantIds) this.sizes.delete(id);
  }

  /** The 409 an order for these lines gets, when one of them is a size sold out; undefined otherwise. */
  conflictFor(lines: readonly AskedLine[]) {
    if (this.sizes.size === 0 || !this.live()) return undefined;
    const gone = lines.filter((line) => this.sizes.has(line.product_id));
    if (gone.length === 0) return undefined;
    const shortages = gone.map((line) => ({ product_id: line.product_id, requested: line.quantity, available: 0 }));
    return stockConflict(shortages, gone.map((line) => ({ id: line.product_id, name: this.sizes.get(line.product_id)! })));
  }

  /** The lines an order asks for: a guest's from its body, a user's from the server cart. */
  async askedLines(owner: Owner, items: readonly AskedLine[] | undefined): Promise<readonly AskedLine[]> {
    if (this.sizes.size === 0) return [];
    if (owner.column === 'guest_id') return items ?? [];
    return this.db.selectFrom('cart_items').select(['variant_id as product_id', 'quantity']).where('user_id', '=', owner.id).execute();
  }
}
