import type { CheckoutAttempt, CheckoutSessionStorage, IdSource, Order } from '@/application';

/** Session-storage keys of the checkout (besides spec §4's HostedCheckout_* keys). */
export const CHECKOUT_STORAGE_KEYS = {
  attempt: 'storefront_checkout_attempt',
  pickupStore: 'storefront_checkout_pickup_store',
  orders: 'storefront_checkout_orders',
} as const;

/** How many placed orders the tab keeps for their confirmation. */
const KEPT_ORDERS = 5;

/** The checkout's attempt, pickup store and placed orders in session storage (the tab's lifetime). */
export class SessionCheckoutStorage implements CheckoutSessionStorage {
  constructor(private readonly storage: Storage = window.sessionStorage) {}

  loadAttempt(): CheckoutAttempt | null {
    const attempt = this.read<Partial<CheckoutAttempt>>(CHECKOUT_STORAGE_KEYS.attempt);
    if (attempt === null || typeof attempt.idempotencyKey !== 'string' || (attempt.paymentMethod !== 'card' && attempt.paymentMethod !== 'cod')) return null;
    return {
      idempotencyKey: attempt.idempotencyKey,
      paymentMethod: attempt.paymentMethod,
      orderId: typeof attempt.orderId === 'number' ? attempt.orderId : null,
      // An attempt kept before signatures matches nothing: the next Pay starts a new one.
      signature: typeof attempt.signature === 'string' ? attempt.signature : '',
    };
  }

  saveAttempt(attempt: CheckoutAttempt): void {
    this.storage.setItem(CHECKOUT_STORAGE_KEYS.attempt, JSON.stringify(attempt));
  }

  clearAttempt(): void {
    this.storage.removeItem(CHECKOUT_STORAGE_KEYS.attempt);
  }

  loadPickupStore(): number | null {
    const id = this.read<unknown>(CHECKOUT_STORAGE_KEYS.pickupStore);
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
  }

  savePickupStore(storeId: number | null): void {
    if (storeId === null) this.storage.removeItem(CHECKOUT_STORAGE_KEYS.pickupStore);
    else this.storage.setItem(CHECKOUT_STORAGE_KEYS.pickupStore, JSON.stringify(storeId));
  }

  loadOrder(orderId: number): Order | null {
    return this.orders().find((order) => order.id === orderId) ?? null;
  }

  saveOrder(order: Order): void {
    const orders = [order, ...this.orders().filter((kept) => kept.id !== order.id)].slice(0, KEPT_ORDERS);
    this.storage.setItem(CHECKOUT_STORAGE_KEYS.orders, JSON.stringify(orders));
  }

  private orders(): Order[] {
    const orders = this.read<unknown>(CHECKOUT_STORAGE_KEYS.orders);
    return Array.isArray(orders) ? (orders as Order[]).filter((order) => typeof order?.id === 'number') : [];
  }

  private read<T>(key: string): T | null {
    const raw = this.storage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  }
}

/** Random ids from the Web Crypto API (an Idempotency-Key per checkout attempt). */
export class CryptoIdSource implements IdSource {
  next(): string {
    return crypto.randomUUID();
  }
}
