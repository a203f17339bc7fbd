import type { BackInStockGateway, BackInStockRequest, Logger } from '../ports';
import { attempt, type Failure, type Result } from '../result';
import { Store } from '../stores/store';

/** The account's list of sizes the shopper waits for. */
export interface BackInStockAlertsState {
  /** null until loaded. */
  readonly requests: readonly BackInStockRequest[] | null;
  readonly failure: Failure | null;
  /** Requests being cancelled. */
  readonly cancelling: readonly number[];
}

/** The signed-in shopper's waiting back-in-stock requests: loaded for the account, cancelled one by one. */
export class BackInStockAlerts extends Store<BackInStockAlertsState> {
  constructor(
    private readonly gateway: BackInStockGateway,
    private readonly logger: Logger,
  ) {
    super({ requests: null, failure: null, cancelling: [] });
  }

  async load(signal?: AbortSignal): Promise<Result<readonly BackInStockRequest[]>> {
    this.update({ failure: null });
    const loaded = await attempt(this.logger, 'Loading back-in-stock requests failed.', () => this.gateway.waiting(signal));
    if (loaded.ok) this.update({ requests: loaded.value });
    else if (loaded.failure.kind !== 'cancelled') this.update({ failure: loaded.failure });
    return loaded;
  }

  async cancel(id: number): Promise<Result<readonly BackInStockRequest[]>> {
    this.update((state) => ({ cancelling: [...state.cancelling, id] }));
    const cancelled = await attempt(this.logger, 'Cancelling a back-in-stock request failed.', () => this.gateway.cancel(id));
    this.update((state) => ({
      cancelling: state.cancelling.filter((other) => other !== id),
      ...(cancelled.ok ? { requests: cancelled.value } : {}),
    }));
    return cancelled;
  }
}
