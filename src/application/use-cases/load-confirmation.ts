import type { Order, OrderConfirmation } from '../models';
import type { AccountGateway, CheckoutGateway, CheckoutSessionStorage, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { InitAuth } from './init-auth';

/** What the confirmation page shows: the order, and where its confirmation went (null when that could not be read). */
export interface ConfirmationView {
  readonly order: Order;
  readonly confirmation: OrderConfirmation | null;
}

/**
 * The order a confirmation shows: the one this tab placed (a guest sees it for the rest of the
 * session, even after the guest token's hour), else the owner's order from the API; with the
 * e-mail its confirmation went to and a guest's token to claim it on sign-up, when the API still
 * answers them (the page does without otherwise).
 */
export class LoadConfirmation {
  constructor(
    private readonly initAuth: InitAuth,
    private readonly storage: CheckoutSessionStorage,
    private readonly account: AccountGateway,
    private readonly checkout: CheckoutGateway,
    private readonly logger: Logger,
  ) {}

  async execute(orderId: number): Promise<Result<ConfirmationView>> {
    await this.initAuth.execute();
    const kept = this.storage.loadOrder(orderId);
    const confirmation = this.checkout.orderConfirmation(orderId).catch(() => null);
    return attempt(this.logger, 'Loading the order failed.', async () => {
      // Fresher when the API still answers (a paid status), the kept copy otherwise.
      const order = kept === null ? await this.account.order(orderId) : await this.account.order(orderId).catch(() => kept);
      return { order, confirmation: await confirmation };
    });
  }
}
