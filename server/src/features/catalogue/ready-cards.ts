import { type ReadyText, readyText } from '../../http/cached-json.js';
import type { ProductCard } from './product-cards.js';

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
    rating_summary: card.rating_summary === null ? null : { average: card.rating_summary.average, count: card.rating_summary.count },
    shown_color: card.shown_color,
  };
}

/** A card ready to go into an answer, as a guest sees it (no wishlist marks): its JSON text, with its digest. */
export const readyCard = (card: ProductCard): ReadyText => readyText(JSON.stringify(guestCard(card)));
