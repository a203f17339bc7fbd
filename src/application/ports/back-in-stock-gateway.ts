import { token } from '../token';

/** A size the signed-in shopper waits for, as the account lists it. */
export interface BackInStockRequest {
  readonly id: number;
  readonly product: { readonly name: string; readonly unique_slug: string; readonly image: string | null };
  readonly size: string | null;
  readonly color: string | null;
  readonly color_name: string | null;
  readonly created_at: string;
  readonly expires_at: string;
}

/** "Notify me when it's back" calls of the Storefront API. */
export interface BackInStockGateway {
  /** `POST /api/back-in-stock`: a guest gives `email`, a signed-in shopper none; answers the server's message. */
  ask(variantId: number, email: string | null): Promise<string>;
  /** `GET /api/account/back-in-stock`: the signed-in shopper's waiting requests, newest first. */
  waiting(signal?: AbortSignal): Promise<readonly BackInStockRequest[]>;
  /** `DELETE /api/account/back-in-stock/{id}`: answers the requests still waiting. */
  cancel(id: number): Promise<readonly BackInStockRequest[]>;
}
export const BACK_IN_STOCK_GATEWAY = token<BackInStockGateway>('BackInStockGateway');
