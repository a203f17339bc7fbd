import type { Address } from '@/domain';
import type { AddressInput, Order, OrderConfirmation, OrderRequest, Page, PaymentSession, PaymentStatus, ProfileUpdate, User } from '../models';
import { token } from '../token';

/** The account area: profile, password, addresses, orders, and placing orders. */
export interface AccountGateway {
  profile(): Promise<User>;
  updateProfile(update: ProfileUpdate): Promise<User>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  addresses(): Promise<readonly Address[]>;
  createAddress(input: AddressInput): Promise<Address>;
  updateAddress(id: number, input: AddressInput): Promise<Address>;
  /** Makes the address the account's default; the others lose it. */
  makeDefaultAddress(id: number): Promise<Address>;
  deleteAddress(id: number): Promise<void>;
  orders(page: number, perpage?: number): Promise<Page<Order>>;
  order(id: number): Promise<Order>;
}
export const ACCOUNT_GATEWAY = token<AccountGateway>('AccountGateway');

/** Places orders and opens payment sessions. */
export interface CheckoutGateway {
  placeOrder(request: OrderRequest): Promise<Order>;
  /** The attempt's unpaid card order, paid again by card (a new session follows) or by cash on delivery. */
  changePaymentMethod(orderId: number, paymentMethod: 'card' | 'cod'): Promise<Order>;
  createPaymentSession(orderId: number): Promise<PaymentSession>;
  paymentStatus(sessionId: string): Promise<{ readonly status: PaymentStatus; readonly order_id: number }>;
  /** Where the owner's order's confirmation went, and a guest's token to claim it on sign-up. */
  orderConfirmation(orderId: number): Promise<OrderConfirmation>;
}
export const CHECKOUT_GATEWAY = token<CheckoutGateway>('CheckoutGateway');
