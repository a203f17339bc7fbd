import { type AddableProduct, toCartSnapshot } from './cart';
import { type Product } from './product';
import { OUT_OF_STOCK_LABEL } from './texts';
import { type StockNotice, stockNotice } from './stock-message';

// Choosing a colour and a size on the product page (spec §2, §3): a variant is one purchasable
// size and colour of a product, with its own price and stock.

/** What the choice rules need of a variant. */
export interface Variant {
  readonly id: number;
  readonly size: string | null;
  readonly color: string | null;
  readonly stock: number;
  readonly regular_price: Product['regular_price'];
  readonly sale_price: Product['sale_price'];
}

/** A colour a product comes in. */
export interface ProductColour {
  readonly name: string;
  readonly slug: string;
}

/** What the choice rules need of a product with variants. */
export interface VariantProduct<V extends Variant = Variant> {
  readonly stock: number;
  readonly colors: readonly ProductColour[];
  readonly sizes: readonly string[];
  readonly variants: readonly V[];
  readonly images: readonly { readonly color?: string | null }[];
  /** At most this many pieces (every variant together) per order; null or absent: no limit. */
  readonly max_per_order?: number | null;
}

/** The colour shown first: the first image's colour, else the first colour; null without colours. */
export function initialColor(product: VariantProduct): string | null {
  return product.images.find((image) => image.color)?.color ?? product.colors[0]?.slug ?? null;
}

/** The size chosen from the start: the only size when there is just one, else none yet. */
export function initialSize(product: VariantProduct): string | null {
  return product.sizes.length === 1 ? product.sizes[0]! : null;
}

/** Variants of a colour (every variant when the product has no colours or none is chosen). */
export function variantsOfColor<V extends Variant>(product: VariantProduct<V>, color: string | null): readonly V[] {
  if (product.colors.length === 0 || color === null) return product.variants;
  return product.variants.filter((variant) => variant.color === color);
}

/** The variant the shopper has chosen, or null while a size is still needed. */
export function chosenVariant<V extends Variant>(product: VariantProduct<V>, color: string | null, size: string | null): V | null {
  const variants = variantsOfColor(product, color);
  if (product.sizes.length === 0) return variants[0] ?? null;
  return size === null ? null : (variants.find((variant) => variant.size === size) ?? null);
}

/** Stock of a size in a colour; 0 when that size does not exist in it. */
export function stockOfSize(product: VariantProduct, color: string | null, size: string): number {
  return variantsOfColor(product, color).find((variant) => variant.size === size)?.stock ?? 0;
}

/** The size kept after choosing another colour: a size sold out in the new colour is no longer a valid choice. */
export function sizeAfterColourChange(product: VariantProduct, size: string | null, color: string): string | null {
  return size !== null && stockOfSize(product, color, size) <= 0 ? null : size;
}

/**
 * What the product page says about stock for the current choice; null when there is nothing to say
 * yet (a size is still needed and the colour has some stock). Without a variant the colour's stock
 * is the sum of its variants' stock.
 */
export function choiceStock(product: VariantProduct, color: string | null, variant: Variant | null): StockNotice | null {
  if (variant) return stockNotice(variant.stock);
  const stock = variantsOfColor(product, color).reduce((sum, each) => sum + Math.max(each.stock, 0), 0);
  return stock <= 0 || product.stock <= 0 ? { level: 'out', message: OUT_OF_STOCK_LABEL } : null;
}

/** The cart snapshot of a chosen variant: its id, prices and stock, with Size and Colour attributes (spec §3), its product and that product's per-order limit. */
export function variantSnapshot(product: Product & VariantProduct, variant: Variant, image: string | null): AddableProduct {
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
    parent_id: product.id,
    max_per_order: product.max_per_order ?? null,
  };
}
