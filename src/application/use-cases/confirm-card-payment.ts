import { CHECKOUT_MESSAGES, type GatewayReturn, gatewayReturnDecision } from '@/domain';
import type { Order } from '../models';
import type { AccountGateway, CheckoutGateway, Logger, PaymentSessionStorage } from '../ports';
import { attempt, type Result } from '../result';
import type { OrderCompletion } from '../services';

/** What the payment step learns on opening: nothing to confirm, the order paid, or why not. */
export type CardPaymentOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'confirmed'; readonly order: Order }
  | { readonly kind: 'not-paid'; readonly message: string };

/**
 * encryption (spec §4): when the payment step opens with a payment session this tab created, the
 * gateway's return is accepted only if its `resultIndicator` matches the stored merchant state,
 * and the server has the last word on the session's status. Approved: the order ends (cart
 * emptied, keys cleared). Declined or cancelled (also a Back from the gateway's page that the
 * shopper cancelled there): the session keys are cleared, the message says so, and a retry or
 * cash on delivery pays the same order (one order per attempt).
 */
export class ConfirmCardPayment {
  constructor(
    private readonly sessions: PaymentSessionStorage,
    private readonly checkout: CheckoutGateway,
    private readonly account: AccountGateway,
    private readonly completion: OrderCompletion,
    private readonly logger: Logger,
  ) {}

  execute(query: GatewayReturn): Promise<Result<CardPaymentOutcome>> {
    return attempt(this.logger, 'Confirming the card payment failed.', async (): Promise<CardPaymentOutcome> => {
      const stored = this.sessions.load();
      const decision = gatewayReturnDecision(query, stored);
      if (decision.kind === 'rejected') return this.notPaid(CHECKOUT_MESSAGES.rejectedReturn);
      if (stored === null) return { kind: 'none' };
      const { status, order_id: orderId } = await this.checkout.paymentStatus(stored.sessionId);
      if (status === 'approved') {
        const order = await this.account.order(orderId);
        this.completion.finish(order);
        return { kind: 'confirmed', order };
      }
      if (status === 'declined') return this.notPaid(CHECKOUT_MESSAGES.declined);
      if (status === 'cancelled') return this.notPaid(CHECKOUT_MESSAGES.cancelled);
      // Still pending: a return that claims payment waits for the server; a plain visit may pay again.
      return decision.kind === 'confirm' ? { kind: 'not-paid', message: CHECKOUT_MESSAGES.pending } : { kind: 'none' };
    });
  }

  private notPaid(message: string): CardPaymentOutcome {
    this.completion.abandon(message);
    return { kind: 'not-paid', message };
  }
}
