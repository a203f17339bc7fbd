import { productPath } from './routes';

// "Notify me when it's back": who is told when a sold-out size returns, and what the store says
// about it on both sides.

/** How long a request waits for its size before it lapses. */
export const BACK_IN_STOCK_REQUEST_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Said once a request is taken; the same words whether or not the address has an account. */
export const NOTIFY_ME_CONFIRMATION = "We'll e-mail you once when this size is back in stock.";
/** Said when the piece is no longer sold (archived by the merchant's import): it will not come back. */
export const NO_LONGER_SOLD_MESSAGE = 'This piece is no longer sold, so it will not be back in stock.';
/** What the unsubscribe link's button ends. */
export const UNSUBSCRIBED_MESSAGE = 'You will no longer get back-in-stock e-mails.';

/** When a request made at `createdAt` lapses. */
export function backInStockExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + BACK_IN_STOCK_REQUEST_DAYS * DAY_MS);
}

/** A waiting request as the batching rule needs it. */
export interface WaitingRequest {
  readonly id: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/**
 * The requests a restock of `unitsBack` units serves: those still valid at `now`, in the order
 * they were made (ties by id), at most one per unit, so a restock of 3 does not mail 500 people.
 * The rest keep their place for the next restock.
 */
export function requestsToServe<R extends WaitingRequest>(waiting: readonly R[], unitsBack: number, now: Date): R[] {
  if (unitsBack <= 0) return [];
  return waiting
    .filter((request) => request.expiresAt.getTime() > now.getTime())
    .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .slice(0, Math.floor(unitsBack));
}

/** Where a back-in-stock e-mail leads: the product page with the colour and size chosen. */
export function productChoicePath(slug: string, choice: { size: string | null; color: string | null }): string {
  const query = new URLSearchParams();
  if (choice.color !== null) query.set('color', choice.color);
  if (choice.size !== null) query.set('size', choice.size);
  const text = query.toString();
  return `${productPath(slug)}${text === '' ? '' : `?${text}`}`;
}
