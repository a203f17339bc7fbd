import type { PaymentSessionKeys, PaymentSessionStorage } from '@/application';

/** Session-storage keys of the hosted checkout (spec §4). */
export const PAYMENT_SESSION_KEYS = {
  sessionId: 'HostedCheckout_sessionId',
  merchantState: 'HostedCheckout_merchantState',
} as const;

/** The hosted checkout's keys in session storage, under the exact names of spec §4. */
export class SessionPaymentStorage implements PaymentSessionStorage {
  constructor(private readonly storage: Storage = window.sessionStorage) {}

  load(): PaymentSessionKeys | null {
    const sessionId = this.storage.getItem(PAYMENT_SESSION_KEYS.sessionId);
    const merchantState = this.storage.getItem(PAYMENT_SESSION_KEYS.merchantState);
    return sessionId && merchantState ? { sessionId, merchantState } : null;
  }

  save(keys: PaymentSessionKeys): void {
    this.storage.setItem(PAYMENT_SESSION_KEYS.sessionId, keys.sessionId);
    this.storage.setItem(PAYMENT_SESSION_KEYS.merchantState, keys.merchantState);
  }

  clear(): void {
    this.storage.removeItem(PAYMENT_SESSION_KEYS.merchantState);
    this.storage.removeItem(PAYMENT_SESSION_KEYS.sessionId);
  }
}
