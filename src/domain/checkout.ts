// The checkout's rules (spec §4 names the guards, their behaviour is ours; DESIGN.md "Checkout
// guards"): where a shopper may go, what a gateway's return is worth, and the checkout's texts.
import { type CartItem } from './cart';
import { ROUTES } from './routes';
import { NOT_SHIPPABLE } from './shipping-fee';

/** The steps of the checkout, in order (the step indicator). */
export const CHECKOUT_STEPS = [
  { id: 'cart', label: 'Cart', path: ROUTES.cart },
  { id: 'shipping', label: 'Shipping', path: ROUTES.shipping },
  { id: 'payment', label: 'Payment', path: ROUTES.payment },
] as const;

/** A step a guard protects. */
export type GuardedStep = 'shipping' | 'payment';

/** Path of an order's confirmation. */
export const confirmationPath = (orderId: number): string => `/checkout/confirmation/${orderId}`;

/** Whether a line can be bought now: some stock left (spec §5's stock rule). */
export const isLineAvailable = (item: Pick<CartItem, 'product'>): boolean => item.product.stock > 0;

/** check-cart: a cart with no line that can be bought sends the shopper back to the cart. */
export function hasBuyableLines(items: readonly Pick<CartItem, 'product'>[]): boolean {
  return items.some(isLineAvailable);
}

/** What the guards know when a guarded step opens. */
export interface CheckoutGuardState {
  readonly step: GuardedStep;
  readonly items: readonly Pick<CartItem, 'product'>[];
  /** A user token or a (fresh) guest token is there. */
  readonly identified: boolean;
  /** A delivery is chosen: a shipping address with its fee, or a pickup store; and a billing address. */
  readonly deliveryChosen: boolean;
}

/** Where a guarded step goes: on, elsewhere, or first ask who the shopper is (the guest guard). */
export type CheckoutGuardOutcome = { readonly kind: 'proceed' } | { readonly kind: 'identify' } | { readonly kind: 'redirect'; readonly to: string };

/**
 * The guards of a checkout step, in order: check-cart (nothing to buy → the cart), guest (nobody
 * known → sign in or continue as a guest), then the payment step needs its delivery chosen (→ shipping).
 */
export function checkoutGuard(state: CheckoutGuardState): CheckoutGuardOutcome {
  if (!hasBuyableLines(state.items)) return { kind: 'redirect', to: ROUTES.cart };
  if (!state.identified) return { kind: 'identify' };
  if (state.step === 'payment' && !state.deliveryChosen) return { kind: 'redirect', to: ROUTES.shipping };
  return { kind: 'proceed' };
}

/** The query a hosted checkout returns with (docs/api.md, sandbox gateway). */
export interface GatewayReturn {
  readonly resultIndicator: string | null;
  readonly sessionId: string | null;
}

/** What the encryption guard makes of a return from the gateway. */
export type GatewayReturnDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'rejected' }
  | { readonly kind: 'confirm'; readonly sessionId: string };

/**
 * encryption: a return is considered only when it names the session this tab created and its
 * `resultIndicator` equals the merchant state kept for it; the server then confirms the status.
 * No result indicator is no return (a cancel or a plain visit).
 */
export function gatewayReturnDecision(query: GatewayReturn, stored: { readonly sessionId: string; readonly merchantState: string } | null): GatewayReturnDecision {
  if (query.resultIndicator === null) return { kind: 'none' };
  if (stored === null || query.resultIndicator !== stored.merchantState) return { kind: 'rejected' };
  if (query.sessionId !== null && query.sessionId !== stored.sessionId) return { kind: 'rejected' };
  return { kind: 'confirm', sessionId: stored.sessionId };
}

/** What a checkout attempt buys and where it goes: everything an order is placed for except how it is paid. */
export interface CheckoutAttemptContent {
  readonly items: readonly { readonly product_id: number; readonly quantity: number }[];
  readonly coupons: readonly string[];
  readonly shippingAddressId: number | null;
  readonly pickupStoreId: number | null;
  readonly billingAddressId: number;
  readonly insurance: boolean;
}

/**
 * One order per checkout attempt: the attempt is what is bought, delivered and billed. Paying it
 * again or another way (a declined or cancelled card, then the card again or cash on delivery)
 * is the same attempt and the same order; another cart, delivery or insurance is a new attempt,
 * whose order replaces the unpaid one. Two contents are the same attempt when their signatures
 * are equal (lines and codes in any order).
 */
export function checkoutAttemptSignature(content: CheckoutAttemptContent): string {
  const items = [...content.items].sort((a, b) => a.product_id - b.product_id).map((item) => [item.product_id, item.quantity]);
  const coupons = [...content.coupons].map((code) => code.toUpperCase()).sort();
  return JSON.stringify([items, coupons, content.shippingAddressId, content.pickupStoreId, content.billingAddressId, content.insurance]);
}

/** Texts of the checkout (our wording: the spec does not show them). */
export const CHECKOUT_MESSAGES = {
  notShippable: NOT_SHIPPABLE,
  declined: 'Your card was declined and you have not been charged. Try another card, or choose cash on delivery.',
  cancelled: 'The card payment was cancelled. You can try again, or choose cash on delivery.',
  rejectedReturn: 'We could not confirm this payment. You have not been charged twice: check your order, or try again.',
  pending: 'Your payment is still being confirmed. Please wait a moment and reload this page.',
  orderFailed: 'Your order could not be placed. Please try again in a moment.',
  stockConflict: 'Some pieces are no longer available in the quantity you chose. Please review your cart.',
  chooseDelivery: 'Choose a shipping address or a store to pick up your order.',
  chooseBilling: 'Choose a billing address.',
  guestEmailFailed: 'We could not continue as a guest. Please try again in a moment.',
  busy: 'The shop is very busy right now.',
  busyRetrying: 'Your cart is kept, and we will try again by ourselves.',
  busyGaveUp: 'We tried a few times. Your cart is kept: please try again in a moment.',
} as const;
