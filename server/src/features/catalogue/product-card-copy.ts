import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { CatalogueCopy } from './catalogue-in-memory.js';
import { loadProductCards, type ProductCard } from './product-cards.js';

/** Products read per query while loading every card. */
const LOAD_BATCH = 5_000;

/**
 * Every product's card as a guest sees it (no wishlist marks), kept as JSON text: about 0.8 kB a
 * product, a third of what the same cards take as objects.
 */
export class ProductCardCopy implements CatalogueCopy {
  private cards = new Map<number, string>();

  /** The cards of these products, in the order given; unknown ids are left out. */
  of(productIds: readonly number[]): ProductCard[] {
    return productIds.flatMap((id) => {
      const card = this.cards.get(id);
      return card === undefined ? [] : [JSON.parse(card) as ProductCard];
    });
  }

  async loadEverything(db: Kysely<Database>): Promise<() => void> {
    const loaded = new Map<number, string>();
    for (let after = 0; ; ) {
      const ids = (await db.selectFrom('products').select('id').where('id', '>', after).orderBy('id').limit(LOAD_BATCH).execute()).map((row) => row.id);
      for (const card of await loadProductCards(db, ids, null)) loaded.set(card.id, JSON.stringify(card));
      if (ids.length < LOAD_BATCH) break;
      after = ids[ids.length - 1]!;
    }
    return () => {
      this.cards = loaded;
    };
  }

  async reload(db: Kysely<Database>, productIds: readonly number[]): Promise<void> {
    const cards = await loadProductCards(db, [...productIds], null);
    for (const id of productIds) this.cards.delete(id);
    for (const card of cards) this.cards.set(card.id, JSON.stringify(card));
  }
}
