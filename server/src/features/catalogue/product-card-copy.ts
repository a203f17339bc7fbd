import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { CatalogueCopy } from './catalogue-in-memory.js';
import { forEachProductBatch } from './product-batches.js';
import { loadProductCards, type ProductCard } from './product-cards.js';

/** Products read per query while loading every card. */
const LOAD_BATCH = 5_000;

/** A card as held: its own values in a fixed order (no keys), without what follows from them. */
type PackedCard = [
  id: number,
  name: string,
  slug: string,
  type: ProductCard['type'],
  brand: string | null,
  regularPrice: number,
  salePrice: number | null,
  minPrice: number | null,
  stock: number,
  labels: string[],
  images: [url: string, altText: string, blurhash: string | null][],
  hasMoreColors: boolean,
  isNew: boolean,
  defaultVariantId: number | null,
];

function pack(card: ProductCard): string {
  const packed: PackedCard = [
    card.id, card.name, card.unique_slug, card.type, card.brand, card.regular_price, card.sale_price, card.min_price, card.stock,
    card.labels.map((label) => label.label),
    card.featured_images.map((image) => [image.url, image.alt_text, image.blurhash]),
    card.has_more_colors, card.isNew, card.default_variant_id,
  ];
  return JSON.stringify(packed);
}

function unpack(text: string): ProductCard {
  const [id, name, slug, type, brand, regularPrice, salePrice, minPrice, stock, labels, images, hasMoreColors, isNew, defaultVariantId] = JSON.parse(text) as PackedCard;
  const featured = images.map(([url, altText, blurhash]) => ({ url, alt_text: altText, blurhash }));
  return {
    id, name, unique_slug: slug, type, brand, regular_price: regularPrice, sale_price: salePrice, min_price: minPrice, stock,
    in_stock: stock > 0,
    labels: labels.map((label) => ({ label })),
    featured_images: featured,
    image: featured[0]?.url ?? null,
    alt_text: featured[0]?.alt_text ?? null,
    has_more_colors: hasMoreColors,
    isNew,
    in_wishlist: false,
    default_variant_id: defaultVariantId,
  };
}

/**
 * Every product's card as a guest sees it (no wishlist marks), kept as JSON text of its values
 * alone: about 0.5 kB a product, a fifth of what the same cards take as objects.
 */
export class ProductCardCopy implements CatalogueCopy {
  private cards = new Map<number, string>();

  /** The cards of these products, in the order given; unknown ids are left out. */
  of(productIds: readonly number[]): ProductCard[] {
    return productIds.flatMap((id) => {
      const card = this.cards.get(id);
      return card === undefined ? [] : [unpack(card)];
    });
  }

  async loadEverything(db: Kysely<Database>): Promise<() => void> {
    const loaded = new Map<number, string>();
    await forEachProductBatch(
      LOAD_BATCH,
      async (after, size) => (await db.selectFrom('products').select('id').where('id', '>', after).orderBy('id').limit(size).execute()).map((row) => row.id),
      (id) => id,
      async (ids) => {
        for (const card of await loadProductCards(db, ids, null)) loaded.set(card.id, pack(card));
      },
    );
    return () => {
      this.cards = loaded;
    };
  }

  async reload(db: Kysely<Database>, productIds: readonly number[]): Promise<void> {
    const cards = await loadProductCards(db, [...productIds], null);
    for (const id of productIds) this.cards.delete(id);
    for (const card of cards) this.cards.set(card.id, pack(card));
  }
}
