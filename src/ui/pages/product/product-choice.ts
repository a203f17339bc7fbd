import type { ProductDetail } from '@/application';

// The choice rules themselves (variants, stock, the cart snapshot) live in src/domain/product-variants.ts.

/** Labels of the product page's buying controls. */
export const CHOOSE_SIZE_HINT = 'Please choose a size';
export const ADD_TO_CART_LABEL = 'Add to cart';
export const ADDED_TO_CART_MESSAGE = 'Added to your cart';
export const ADD_FAILED_MESSAGE = 'This piece could not be added. Please try again.';

/** The images of a colour, or every image when none is tagged with it. */
export function imagesOfColor(product: ProductDetail, color: string | null): ProductDetail['images'] {
  const own = product.images.filter((image) => image.color === color);
  return own.length > 0 ? own : product.images;
}
