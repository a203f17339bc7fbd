import { type Cents, formatMoney } from './money';
import type { FreeDeliveryThreshold } from './shipping-fee';

// The free-delivery promise the header's store notice makes (the threshold itself is the shipping
// rule's, shipping-fee.ts).

/** An amount as the store's free-delivery texts say it: whole dollars without cents ("$100"), else to the cent. */
const thresholdText = (cents: Cents) => formatMoney(cents).replace(/\.00$/, '');

/** The store notice's promise for a threshold: "from", since goods at exactly the threshold travel free. */
export const freeDeliveryNotice = (threshold: Cents) => `Free delivery on orders from ${thresholdText(threshold)}`;

/** A store notice: a text and where it links (spec §2). */
export interface StoreNotice {
  readonly text: string;
  readonly link: string | null;
}

/**
 * The notice the header shows: the store's own, led by the free-delivery promise when a threshold
 * is set (then a notice is shown even if the store wrote none); with no threshold, the store's alone.
 */
export function storeNoticeWithFreeDelivery(notice: StoreNotice | null, threshold: FreeDeliveryThreshold): StoreNotice | null {
  if (threshold === null) return notice;
  const promise = freeDeliveryNotice(threshold);
  return notice === null ? { text: promise, link: null } : { text: `${promise} — ${notice.text}`, link: notice.link };
}
