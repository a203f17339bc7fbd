import type { PaymentSession } from '../models';
import { token } from '../token';

/** Hands the shopper to the hosted payment page of a card payment session. */
export interface PaymentGateway {
  showPaymentPage(session: PaymentSession, urls: { readonly returnUrl: string; readonly cancelUrl: string }): Promise<void>;
}
export const PAYMENT_GATEWAY = token<PaymentGateway>('PaymentGateway');
