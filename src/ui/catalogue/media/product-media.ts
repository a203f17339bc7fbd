import { type Product } from '@/domain';
import { MAX_CAROUSEL_IMAGES } from '../../theme';

/** Intrinsic size of product photography: 4:5 portrait. */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;

/** `sizes` of a card image in the 2 / 3 / 4 column grid. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 769px) 33vw, 50vw';

/** An image a card shows. */
export interface CardImage {
  readonly url: string;
  readonly alt: string;
  readonly blurhash: string | null;
}

/** The card's images: its featured images (at most two, spec §9), else its single image. */
export function cardImages(product: Pick<Product, 'featured_images' | 'image' | 'alt_text' | 'name'>): readonly CardImage[] {
  const featured = product.featured_images
    .slice(0, MAX_CAROUSEL_IMAGES)
    .map((image) => ({ url: image.url, alt: image.alt_text || product.name, blurhash: image.blurhash ?? null }));
  if (featured.length > 0) return featured;
  return product.image ? [{ url: product.image, alt: product.alt_text ?? product.name, blurhash: null }] : [];
}
