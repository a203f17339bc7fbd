import type { Product, RecentView } from '@/domain';
import { token } from '../token';

/** Recently viewed over the Storefront API. */
export interface RecentlyViewedGateway {
  /** `GET /api/recently-viewed/products?ids=`: cards of a guest's list, in its order. */
  cardsOf(productIds: readonly number[], signal?: AbortSignal): Promise<readonly Product[]>;
  /** `GET /api/account/recently-viewed`: the signed-in shopper's list. */
  account(signal?: AbortSignal): Promise<readonly Product[]>;
  /** `PUT /api/account/recently-viewed`: merges views (one just made, or the device's at sign-in); answers the list. */
  merge(views: readonly RecentView[]): Promise<readonly Product[]>;
  /** `DELETE /api/account/recently-viewed`. */
  clear(): Promise<void>;
}
export const RECENTLY_VIEWED_GATEWAY = token<RecentlyViewedGateway>('RecentlyViewedGateway');

/** A guest's list, kept on the device. */
export interface RecentlyViewedStorage {
  load(): RecentView[];
  save(views: readonly RecentView[]): void;
  clear(): void;
}
export const RECENTLY_VIEWED_STORAGE = token<RecentlyViewedStorage>('RecentlyViewedStorage');
