import type { Address, CartItem, Cents, Coupon, Gender } from '@/domain';

/** The signed-in shopper. */
export interface User {
  readonly id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly birth_date: string | null;
  readonly gender: Gender | null;
  /** Opted in to the daily e-mail of wishlisted pieces whose price dropped (absent: not). */
  readonly price_drop_digest?: boolean;
}

/** A token and the user it belongs to, as sign-in and sign-up answer. */
export interface Session {
  readonly token: string;
  readonly user: User;
}

/** Sign-up fields. */
export interface Registration {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly password: string;
  readonly accept_terms: boolean;
  /** From a guest's order confirmation: the guest's orders join the new account (its e-mail must be the guest's). */
  readonly claim_token?: string;
}

/** Editable profile fields. */
export type ProfileUpdate = Pick<User, 'first_name' | 'last_name' | 'phone' | 'birth_date' | 'gender' | 'price_drop_digest'>;

/** An address as the shopper enters it. */
export type AddressInput = Omit<Address, 'id'>;

/** Where an order's confirmation went, and for a guest's order the token to bring it into a new account. */
export interface OrderConfirmation {
  readonly email: string;
  readonly claim_token: string | null;
}

/** Order states. */
export type OrderStatus = 'pending_payment' | 'placed' | 'paid' | 'payment_failed' | 'cancelled';

/** What the shopper is told about paying an order. */
export type OrderPaymentStatus = 'due_on_delivery' | 'pending' | 'paid' | 'failed' | 'cancelled';

/** The shop an order is picked up in, as it was when ordered. */
export interface PickupStore {
  readonly id: number;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly country_code: string;
  readonly phone: string;
}

/** A placed order with its frozen prices. */
export interface Order {
  readonly id: number;
  readonly number: string;
  readonly status: OrderStatus;
  readonly payment_method: 'card' | 'cod';
  readonly payment_status: OrderPaymentStatus;
  readonly created_at: string;
  readonly updated_at: string;
  readonly paid_at: string | null;
  readonly item_count: number;
  readonly items: readonly CartItem[];
  readonly coupons: readonly Coupon[];
  /** Null when the order is picked up in a store. */
  readonly shipping_address: Address | null;
  readonly pickup_store: PickupStore | null;
  readonly billing_address: Address;
  readonly insurance: boolean;
  readonly subtotal: Cents;
  readonly discount: Cents;
  readonly shipping: Cents;
  readonly total: Cents;
}

/** One page of a paged list; `count` is the number of pages. */
export interface Page<T> {
  readonly rows: readonly T[];
  readonly count: number;
  readonly page: number;
  readonly perpage: number;
  readonly total: number;
}

/** What the checkout sends to place an order. */
export interface OrderRequest {
  readonly idempotencyKey: string;
  /** Delivered here, or picked up in `pickup_store_id` (exactly one of them). */
  readonly shipping_address_id?: number;
  readonly pickup_store_id?: number;
  readonly billing_address_id: number;
  readonly payment_method: 'card' | 'cod';
  readonly insurance: boolean;
  /** Guests send their client-side lines and coupon codes; a user's come from the server cart. */
  readonly items?: readonly { readonly product_id: number; readonly quantity: number }[];
  readonly coupons?: readonly string[];
}

/** A hosted-checkout payment session for a card order. */
export interface PaymentSession {
  readonly session_id: string;
  readonly merchant_state: string;
  readonly checkout_script_url: string;
}

/** Where a payment session stands. */
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'cancelled';
