import type { ProductDetail, ProductVariant } from '@/application';
import { OUT_OF_STOCK_LABEL, stockLevelMessage, toCartSnapshot, type AddableProduct } from '@/domain';

/** Labels of the product page's buying controls. */
export const CHOOSE_SIZE_HINT = 'Please choose a size';
export const ADD_TO_CART_LABEL = 'Add to cart';
export const ADDED_TO_CART_MESSAGE = 'Added to your cart';
export const ADD_FAILED_MESSAGE = 'This piece could not be added. Please try again.';

/** The colour shown first: the first image's colour, else the first colour. */
export function initialColor(product: ProductDetail): string | null {
  return product.images.find((image) => image.color)?.color ?? product.colors[0]?.slug ?? null;
}

/** Variants of a colour (every variant when the product has no colours). */
export function variantsOfColor(product: ProductDetail, color: string | null): readonly ProductVariant[] {
  if (product.colors.length === 0 || color === null) return product.variants;
  return product.variants.filter((variant) => variant.color === color);
}

/** The variant the shopper has chosen, or null while a size is still needed. */
export function chosenVariant(product: ProductDetail, color: string | null, size: string | null): ProductVariant | null {
  const variants = variantsOfColor(product, color);
  if (product.sizes.length === 0) return variants[0] ?? null;
  return size === null ? null : (variants.find((variant) => variant.size === size) ?? null);
}

/** The images of a colour, or every image when none is tagged with it. */
export function imagesOfColor(product: ProductDetail, color: string | null): ProductDetail['images'] {
  const own = product.images.filter((image) => image.color === color);
  return own.length > 0 ? own : product.images;
}

/** What the page says about stock for the current choice; null when there is nothing to say yet. */
export function stockMessage(product: ProductDetail, color: string | null, variant: ProductVariant | null): string | null {
  const stock = variant ? variant.stock : variantsOfColor(product, color).reduce((sum, each) => sum + Math.max(each.stock, 0), 0);
  if (stock <= 0 || (!variant && product.stock <= 0)) return OUT_OF_STOCK_LABEL;
  return variant ? stockLevelMessage(stock) : null;
}

/** The cart snapshot of the chosen variant: its id, prices and stock, with Size and Colour attributes (spec §3). */
export function variantSnapshot(product: ProductDetail, variant: ProductVariant, image: string | null): AddableProduct {
  const colour = product.colors.find((candidate) => candidate.slug === variant.color);
  const attributes = [
    ...(variant.size ? [{ name: 'Size', value: variant.size }] : []),
    ...(colour ? [{ name: 'Colour', value: colour.name }] : []),
  ];
  return {
    ...toCartSnapshot(product, { attributes }),
    id: variant.id,
    regular_price: variant.regular_price,
    sale_price: variant.sale_price,
    stock: variant.stock,
    in_stock: variant.stock > 0,
    image: image ?? product.image,
  };
}
