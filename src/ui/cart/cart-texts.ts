// Labels of the cart's interface (wording ours: the spec names the pieces, not their texts).
import { type Coupon, formatMoney } from '@/domain';

export const CART_TITLE = 'Your cart';
export const EMPTY_CART_TITLE = 'Your cart is empty';
export const EMPTY_CART_MESSAGE = 'Find a piece you love in the new arrivals, and it will wait for you here.';
export const CONTINUE_SHOPPING_LABEL = 'Continue shopping';
export const CHECKOUT_LABEL = 'Checkout';
export const VIEW_CART_LABEL = 'View cart';
export const BACK_TO_SHOP_LABEL = 'Back to the shop';
export const HELP_LABEL = 'Help';
/** The checkout's secure note: its second word gives way on phones. */
export const SECURE_CHECKOUT_LABEL = ['Secure', ' checkout'] as const;
export const BACK_TO_CART_LABEL = 'Back to the cart';

export const SUBTOTAL_LABEL = 'Subtotal';
export const DISCOUNT_LABEL = 'Discount';
export const SHIPPING_LABEL = 'Shipping';
export const SHIPPING_INSURED_LABEL = 'Shipping, insured';
export const TOTAL_LABEL = 'Total';
export const FREE_SHIPPING_LABEL = 'Free';
/** Beside a coupon that no longer applies to the cart (its reason shows under its code). */
export const NOT_APPLIED_LABEL = 'Not applied';
export const SHIPPING_PENDING_LABEL = 'Calculated at checkout';
export const ORDER_SUMMARY_TITLE = 'Order summary';
export const CART_LINES_LABEL = 'Pieces in your cart';
export const LOADING_CART_LABEL = 'Loading your cart';
export const PAYMENT_NOTE = 'Pay securely by card, or cash on delivery.';

export const COUPON_TITLE = 'Coupon';
export const COUPON_FIELD_LABEL = 'Coupon code';
export const COUPON_FIELD_PLACEHOLDER = 'Enter your code';
export const APPLY_COUPON_LABEL = 'Apply';
export const APPLYING_COUPON_LABEL = 'Applying the coupon';
export const APPLIED_COUPONS_LABEL = 'Applied coupons';
export const REMOVE_LABEL = 'Remove';
export const REMOVING_LABEL = 'Removing';
export const QUANTITY_LABEL = 'Quantity';
/** A coupon's removal failed (network or server fault): the coupon stays. */
export const COUPON_REMOVE_FAILED = 'This coupon could not be removed right now. Please try again.';

/** "3 items" / "1 item". */
export const itemCount = (count: number): string => (count === 1 ? '1 item' : `${count} items`);

/** Accessible names of a line's controls, naming the piece (several lines share the same buttons). */
export const decreaseLabel = (name: string): string => `Decrease quantity of ${name}`;
export const increaseLabel = (name: string): string => `Increase quantity of ${name}`;
export const quantityOf = (name: string): string => `Quantity of ${name}`;
export const removeLineLabel = (name: string): string => `Remove ${name} from the cart`;
export const removeCouponLabel = (code: string): string => `Remove coupon ${code}`;
export const couponAppliedMessage = (code: string): string => `Coupon ${code} applied`;
export const couponRemovedMessage = (code: string): string => `Coupon ${code} removed`;
/** "Line total" beside a line's price, for screen readers. */
export const LINE_TOTAL_LABEL = 'Line total';

/** What a coupon is, beside its code: "10% off", "$15.00 off", "Free shipping". */
export function couponDescription(coupon: Pick<Coupon, 'type' | 'amount' | 'allow_free_shipping'>): string {
  const off = coupon.type === 'percentage-discount' ? `${coupon.amount}% off` : coupon.amount > 0 ? `${formatMoney(coupon.amount)} off` : '';
  if (!coupon.allow_free_shipping) return off;
  return off ? `${off} and free shipping` : 'Free shipping';
}

/** A discount as shown in the summary, "-$8.59": the one formatter, given the amount taken off. */
export const minus = (cents: number): string => formatMoney(-cents);

/** What the live region says when the total changes. */
export const totalAnnouncement = (total: string): string => `Cart total ${total}`;
