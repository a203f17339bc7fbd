import type { RecentlyViewedStorage } from '@/application';
import { mergeRecentViews, type RecentView } from '@/domain';

/** Local-storage key of a guest's recently viewed products. */
export const RECENTLY_VIEWED_KEY = 'storefront_recently_viewed';

/** A guest's list in local storage (it outlives the tab, like the device's cart); unreadable data reads as empty. */
export class LocalRecentlyViewedStorage implements RecentlyViewedStorage {
  constructor(private readonly storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage) {}

  load(): RecentView[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      const views = parsed.filter(
        (entry): entry is RecentView =>
          typeof entry === 'object' && entry !== null && Number.isSafeInteger((entry as RecentView).productId) && typeof (entry as RecentView).viewedAt === 'string',
      );
      return mergeRecentViews(views);
    } catch {
      return [];
    }
  }

  save(views: readonly RecentView[]): void {
    try {
      this.storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(views));
    } catch {
      // Storage full or refused (private mode): the list is simply not kept.
    }
  }

  clear(): void {
    this.storage?.removeItem(RECENTLY_VIEWED_KEY);
  }
}
