import type { Order } from '../models';
import type { AccountGateway, CheckoutSessionStorage, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { InitAuth } from './init-auth';

/**
 * The order a confirmation shows: the one this tab placed (a guest sees it for the rest of the
 * session, even after the guest token's hour), else the owner's order from the API.
 */
export class LoadConfirmation {
  constructor(
    private readonly initAuth: InitAuth,
    private readonly storage: CheckoutSessionStorage,
    private readonly account: AccountGateway,
    private readonly logger: Logger,
  ) {}

  async execute(orderId: number): Promise<Result<Order>> {
    await this.initAuth.execute();
    const kept = this.storage.loadOrder(orderId);
    return attempt(this.logger, 'Loading the order failed.', async () => {
      if (kept === null) return this.account.order(orderId);
      // Fresher when the API still answers (a paid status), the kept copy otherwise.
      return this.account.order(orderId).catch(() => kept);
    });
  }
}
