// The daily price-drop digest: which wishlisted pieces it tells, and how often it may be sent.

/** At most one digest per shopper in this span. */
export const PRICE_DROP_DIGEST_EVERY_MS = 24 * 60 * 60_000;

/** A wishlisted piece's prices, in cents. */
export interface WishedPrices {
  /** Offered at when it was added. */
  readonly priceAtAdd: number;
  /** The price the last digest told, if one did. */
  readonly priceTold: number | null;
  /** Offered at now. */
  readonly offered: number;
}

/** Whether the next digest tells this piece: below its price at add, and below what a digest last told. */
export function inPriceDropDigest({ priceAtAdd, priceTold, offered }: WishedPrices): boolean {
  return offered < priceAtAdd && (priceTold === null || offered < priceTold);
}

/** Whether a shopper whose last digest was written at `lastAt` may get another at `now`. */
export function digestDue(lastAt: Date | null, now: Date): boolean {
  return lastAt === null || now.getTime() - lastAt.getTime() >= PRICE_DROP_DIGEST_EVERY_MS;
}
