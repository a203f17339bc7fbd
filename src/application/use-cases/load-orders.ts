import type { Order, Page } from '../models';
import type { AccountGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';

/** How many orders a page of the list shows. */
export const ORDERS_PER_PAGE = 10;

/** One page of the shopper's orders, newest first (the server's order). */
export class LoadOrders {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly logger: Logger,
  ) {}

  execute(page: number): Promise<Result<Page<Order>>> {
    return attempt(this.logger, 'Loading the orders failed.', () => this.gateway.orders(page, ORDERS_PER_PAGE));
  }
}

/** One of the shopper's orders; another account's or an unknown id is a `not-found` failure. */
export class LoadOrder {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly logger: Logger,
  ) {}

  execute(id: number): Promise<Result<Order>> {
    return attempt(this.logger, 'Loading the order failed.', () => this.gateway.order(id));
  }
}
