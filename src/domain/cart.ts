import { type Cents } from './money';
import { type Product, type ProductType } from './product';
import { allowedQuantity, limitKey, limitOf, type PerOrderLimit, quantityOfProduct } from './order-limit';
import { canAddToCart } from './stock';

/** A name and value of a chosen variant attribute, e.g. Size: M. */
export interface CartAttribute {
  name: string;
  value: string;
}

/** The product as the cart keeps it (spec §3): a snapshot taken when it was added. */
export interface CartProductSnapshot {
  id: number;
  name: string;
  /** The product page's slug; a line restored from the cart cookie gets it back with the server's quote. */
  unique_slug?: string;
  type: ProductType;
  stock: number;
  image: string | null;
  regular_price: Cents;
  sale_price: Cents | null;
  currency: 'USD';
  currency_symbol: '$';
  brand: string | null;
  delivery_by: string | null;
  attributes: CartAttribute[];
  /** The product this variant belongs to: the per-order limit counts its variants together. */
  parent_id?: number;
  /** At most this many pieces of the product (all variants) per order; null or absent: no limit. */
  max_per_order?: PerOrderLimit;
}

/** One line of the cart (spec §3). */
export interface CartItem {
  quantity: number;
  product: CartProductSnapshot;
}

/** A product offered to the cart: its snapshot, plus in_stock when the caller knows it. */
export type AddableProduct = CartProductSnapshot & { in_stock?: boolean };

/** Message of the RangeError thrown for a quantity that is not an integer. */
export const NOT_A_QUANTITY_MESSAGE = 'A cart quantity must be an integer';

/** Extra snapshot facts a catalogue product does not carry. */
export interface SnapshotExtras {
  delivery_by?: string | null;
  attributes?: CartAttribute[];
}

/** The cart snapshot of a catalogue product; its image is the first featured image, else the product image. */
export function toCartSnapshot(product: Product, extras: SnapshotExtras = {}): AddableProduct {
  return {
    id: product.id,
    name: product.name,
    unique_slug: product.unique_slug,
    type: product.type,
    stock: product.stock,
    image: product.featured_images[0]?.url ?? product.image,
    regular_price: product.regular_price,
    sale_price: product.sale_price,
    currency: 'USD',
    currency_symbol: '$',
    brand: product.brand ?? null,
    delivery_by: extras.delivery_by ?? null,
    attributes: extras.attributes ?? [],
    in_stock: product.in_stock,
  };
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`${NOT_A_QUANTITY_MESSAGE}: ${quantity}`);
}

// Keeps only the snapshot fields, so flags such as in_stock never end up stored in the cart.
function snapshotOf(product: AddableProduct): CartProductSnapshot {
  const { in_stock: _inStock, ...snapshot } = product;
  return { ...snapshot, attributes: [...snapshot.attributes] };
}

// An out-of-stock product or a quantity below 1 is silently ignored (spec §5): the caller can
// tell by identity (the same array comes back) without a flag. So is an add the product's
// per-order limit leaves no room for.
/**
 * Adds a product, merging with the line of the same id and capping at the stock and at the
 * product's per-order limit (its other variants in the cart count); out-of-stock adds are ignored (spec §5).
 */
export function addToCart(items: readonly CartItem[], product: AddableProduct, quantity = 1): readonly CartItem[] {
  assertQuantity(quantity);
  const room = roomFor(items, product);
  if (quantity < 1 || room < 1 || !canAddToCart({ in_stock: product.in_stock ?? true, stock: product.stock })) return items;
  const snapshot = snapshotOf(product);
  const existing = items.find((item) => item.product.id === product.id);
  const added = Math.min(quantity, room);
  if (!existing) return [...items, { quantity: Math.min(added, product.stock), product: snapshot }];
  const merged = Math.min(existing.quantity + added, product.stock);
  return items.map((item) => (item === existing ? { quantity: merged, product: snapshot } : item));
}

/** Sets a line's quantity clamped to 1..stock and to the per-order limit; 0 or less removes the line, as does a stock of 0. */
export function setQuantity(items: readonly CartItem[], productId: number, quantity: number): readonly CartItem[] {
  assertQuantity(quantity);
  const existing = items.find((item) => item.product.id === productId);
  if (!existing) return items;
  const stocked = Math.min(quantity, existing.product.stock);
  if (stocked < 1) return removeFromCart(items, productId);
  // The limit never removes a line: a line its other variants left no room for stays as it is.
  const clamped = Math.min(stocked, existing.quantity + roomFor(items, existing.product));
  if (clamped < 1 || clamped === existing.quantity) return items;
  return items.map((item) => (item === existing ? { ...item, quantity: clamped } : item));
}

/** How many more pieces of this variant's product the cart may take: its per-order limit less every variant of it in the cart; Infinity without a limit. */
export function roomFor(items: readonly CartItem[], product: CartProductSnapshot): number {
  return allowedQuantity(limitOf(product), Infinity, quantityOfProduct(items, limitKey(product)));
}

/** Removes the line of a product; returns the same array when the product is not in the cart. */
export function removeFromCart(items: readonly CartItem[], productId: number): readonly CartItem[] {
  return items.some((item) => item.product.id === productId) ? items.filter((item) => item.product.id !== productId) : items;
}

/** The number of pieces in the cart (the header badge). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}
