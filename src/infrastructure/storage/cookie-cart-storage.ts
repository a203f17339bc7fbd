import Cookies from 'js-cookie';
import { type CartItem, type CartProductSnapshot, CURRENCY, CURRENCY_SYMBOL, expiresAt } from '@/domain';
import type { CartStorage, StoredCart } from '@/application';
import { type CookieEnvironment, type CookieJar, cookieAttributes } from './cookie-token-store';

/** Cookie name of a guest's cart. */
export const CART_COOKIE_NAME = 'storefront_cart';

/**
 * Largest encoded cookie value written with snapshots. Browsers keep about 4096 bytes per cookie
 * (name and attributes included), so the value stays under ~3.8 KB.
 */
export const CART_COOKIE_MAX_BYTES = 3800;

// The cookie format, version 1. Field names are short because the cookie is sent with every request.
// A line is [product_id, quantity] or [product_id, quantity, snapshot]; currency is always USD.
type CompactSnapshot = {
  n: string; // name
  t: CartProductSnapshot['type'];
  s: number; // stock
  i: string | null; // image
  r: number; // regular_price
  p: number | null; // sale_price
  b: string | null; // brand
  d: string | null; // delivery_by
  a: [string, string][]; // attributes as [name, value]
};
type CompactLine = [number, number] | [number, number, CompactSnapshot];
type CompactCart = { v: 1; l: CompactLine[]; c: string[] };

/**
 * A guest's cart in a cookie for 1 year (spec §6). The cookie holds ids, quantities and a small
 * snapshot so the cart shows at once on the next visit; when that would not fit in a cookie, only
 * ids and quantities are kept and the lines come back with placeholder snapshots (empty name,
 * price 0, stock = quantity) that the server quote (`POST /api/products/cart/quote`) replaces.
 * Prices in the cookie are never trusted: the quote re-prices every loaded cart.
 */
export class CookieCartStorage implements CartStorage {
  private readonly cookies: CookieJar;
  private readonly location: Pick<Location, 'protocol'>;
  private readonly now: () => number;

  constructor(environment: CookieEnvironment = {}) {
    this.cookies = environment.cookies ?? Cookies;
    this.location = environment.location ?? window.location;
    this.now = environment.now ?? Date.now;
  }

  load(): StoredCart | null {
    const raw = this.cookies.get(CART_COOKIE_NAME);
    if (!raw) return null;
    try {
      return fromCompact(JSON.parse(raw) as unknown);
    } catch {
      return null;
    }
  }

  save(cart: StoredCart): void {
    if (cart.items.length === 0 && cart.couponCodes.length === 0) {
      this.clear();
      return;
    }
    let value = JSON.stringify(toCompact(cart, true));
    // js-cookie percent-encodes quotes and commas; encodeURIComponent's length is a safe upper bound.
    if (encodeURIComponent(value).length > CART_COOKIE_MAX_BYTES) value = JSON.stringify(toCompact(cart, false));
    const expires = new Date(expiresAt('cart', this.now()));
    this.cookies.set(CART_COOKIE_NAME, value, cookieAttributes(this.location, expires));
  }

  clear(): void {
    this.cookies.remove(CART_COOKIE_NAME, { path: '/' });
  }
}

function toCompact(cart: StoredCart, withSnapshots: boolean): CompactCart {
  const l = cart.items.map((item): CompactLine => {
    const { product: p, quantity } = item;
    if (!withSnapshots) return [p.id, quantity];
    const snapshot: CompactSnapshot = {
      n: p.name,
      t: p.type,
      s: p.stock,
      i: p.image,
      r: p.regular_price,
      p: p.sale_price,
      b: p.brand,
      d: p.delivery_by,
      a: p.attributes.map(({ name, value }): [string, string] => [name, value]),
    };
    return [p.id, quantity, snapshot];
  });
  return { v: 1, l, c: [...cart.couponCodes] };
}

// Anything unexpected (an old format, a hand-edited cookie) reads as no cart rather than a broken one.
function fromCompact(raw: unknown): StoredCart | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const cart = raw as Partial<CompactCart>;
  if (cart.v !== 1 || !Array.isArray(cart.l)) return null;
  const items: CartItem[] = [];
  for (const line of cart.l) {
    if (!Array.isArray(line)) return null;
    const [id, quantity, snapshot] = line;
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(quantity) || quantity < 1) return null;
    items.push({ quantity, product: snapshotOf(id, quantity, snapshot) });
  }
  const couponCodes = Array.isArray(cart.c) ? cart.c.filter((code): code is string => typeof code === 'string') : [];
  return { items, couponCodes };
}

function snapshotOf(id: number, quantity: number, compact: CompactSnapshot | undefined): CartProductSnapshot {
  const base = { id, currency: CURRENCY, currency_symbol: CURRENCY_SYMBOL } as const;
  if (!compact || typeof compact !== 'object') {
    // Placeholder until the quote answers: the stock is the quantity so no rule trims the line.
    return { ...base, name: '', type: 'simple', stock: quantity, image: null, regular_price: 0, sale_price: null, brand: null, delivery_by: null, attributes: [] };
  }
  return {
    ...base,
    name: String(compact.n ?? ''),
    type: compact.t === 'variable' ? 'variable' : 'simple',
    stock: Number.isFinite(compact.s) ? compact.s : quantity,
    image: typeof compact.i === 'string' ? compact.i : null,
    regular_price: Number.isSafeInteger(compact.r) ? compact.r : 0,
    sale_price: Number.isSafeInteger(compact.p) ? compact.p : null,
    brand: typeof compact.b === 'string' ? compact.b : null,
    delivery_by: typeof compact.d === 'string' ? compact.d : null,
    attributes: Array.isArray(compact.a) ? compact.a.map(([name, value]) => ({ name: String(name), value: String(value) })) : [],
  };
}
