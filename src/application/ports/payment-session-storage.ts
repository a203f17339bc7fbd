import { token } from '../token';

/** The hosted checkout's session keys (`HostedCheckout_sessionId`, `HostedCheckout_merchantState`). */
export interface PaymentSessionKeys {
  readonly sessionId: string;
  readonly merchantState: string;
}

/** Keeps the hosted-checkout keys for the tab (session storage in the browser). */
export interface PaymentSessionStorage {
  load(): PaymentSessionKeys | null;
  save(keys: PaymentSessionKeys): void;
  clear(): void;
}
export const PAYMENT_SESSION_STORAGE = token<PaymentSessionStorage>('PaymentSessionStorage');
