/** An amount of money as an integer count of US cents (the API sends prices this way). */
export type Cents = number;

/** The one currency the storefront prices in (spec §9). */
export const CURRENCY = 'USD';

/** The locale prices are formatted for (spec §9). */
export const LOCALE = 'en-US';

/** The symbol the API sends beside USD prices. */
export const CURRENCY_SYMBOL = '$';

/** Message of the RangeError thrown for an amount that is not whole cents. */
export const NOT_CENTS_MESSAGE = 'An amount of money must be a finite integer number of cents';

/** Returns the amount unchanged when it is a safe integer of cents, else throws a RangeError. */
export function assertCents(value: unknown): Cents {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RangeError(`${NOT_CENTS_MESSAGE}: ${String(value)}`);
  }
  return value;
}

/** How prices are formatted (with LOCALE): also what a page's head script formats first (intl-warm-up.ts). */
export const MONEY_FORMAT: Intl.NumberFormatOptions = { style: 'currency', currency: CURRENCY };

// The single formatter of the app: every price goes through it.
const usd = new Intl.NumberFormat(LOCALE, MONEY_FORMAT);

/** Cents as an exact decimal string of dollars, e.g. 4999 → "49.99", -5 → "-0.05" (structured data, meta tags). */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Formats cents as US dollars for en-US, e.g. 4999 → "$49.99". */
export function formatMoney(cents: Cents): string {
  // Hand the formatter an exact decimal string, so no float ever stands in for a price.
  return usd.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}
