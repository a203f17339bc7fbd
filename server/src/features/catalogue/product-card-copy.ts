import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { type ReadyText, readyText } from '../../http/cached-json.js';
import type { CatalogueCopy } from './catalogue-in-memory.js';
import { forEachProductBatch } from './product-batches.js';
import { loadProductCards, type ProductCard } from './product-cards.js';

/** Products read per query while loading every card. */
const LOAD_BATCH = 5_000;

/**
 * A card as a guest sees it, its fields in the order of the response schema (`Product`), nothing
 * more: its JSON text is what serialising it with that schema writes, so answers are put together
 * from these texts without serialising the cards again (answer-texts.ts).
 */
function guestCard(card: ProductCard): ProductCard {
  return {
    id: card.id, name: card.name, unique_slug: card.unique_slug, type: card.type, brand: card.brand,
    regular_price: card.regular_price, sale_price: card.sale_price, min_price: card.min_price, stock: card.stock, in_stock: card.in_stock,
    labels: card.labels.map(({ label }) => ({ label })),
    featured_images: card.featured_images.map(({ url, alt_text, blurhash }) => ({ url, alt_text, blurhash })),
    image: card.image, alt_text: card.alt_text, has_more_colors: card.has_more_colors, isNew: card.isNew,
    in_wishlist: false,
    default_variant_id: card.default_variant_id,
  };
}

/** A card ready to go into an answer: its JSON text, with its digest. */
const readyCard = (card: ProductCard): ReadyText => readyText(JSON.stringify(guestCard(card)));

/**
 * Every product's card as a guest sees it (no wishlist marks), kept as its JSON text with its
 * digest, ready to be sent: about 1 kB a product with its place in the map.
 */
export class ProductCardCopy implements CatalogueCopy {
  private cards = new Map<number, ReadyText>();

  /** The cards of these products, in the order given; unknown ids are left out. */
  cardsOf(productIds: readonly number[]): ReadyText[] {
    const found: ReadyText[] = [];
    for (const id of productIds) {
      const card = this.cards.get(id);
      if (card !== undefined) found.push(card);
    }
    return found;
  }

  async loadEverything(db: Kysely<Database>): Promise<() => void> {
    const loaded = new Map<number, ReadyText>();
    await forEachProductBatch(
      LOAD_BATCH,
      async (after, size) => (await db.selectFrom('products').select('id').where('id', '>', after).orderBy('id').limit(size).execute()).map((row) => row.id),
      (id) => id,
      async (ids) => {
        for (const card of await loadProductCards(db, ids, null)) loaded.set(card.id, readyCard(card));
      },
    );
    return () => {
      this.cards = loaded;
    };
  }

  async reload(db: Kysely<Database>, productIds: readonly number[]): Promise<void> {
    const cards = await loadProductCards(db, [...productIds], null);
    for (const id of productIds) this.cards.delete(id);
    for (const card of cards) this.cards.set(card.id, readyCard(card));
  }
}
