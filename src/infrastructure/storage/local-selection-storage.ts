import type { SavedSelection } from '@/domain';
import type { AddressSelection, SelectionStorage } from '@/application';

/** Local-storage key of the checkout's address selection. */
export const SELECTION_STORAGE_KEY = 'storefront_checkout_selection';

/**
 * The checkout's address selection in local storage, so it outlives the tab and a restart (spec
 * §3: 24 hours); whether it is still fresh is the domain's `readSelection`, from the time it keeps.
 */
export class LocalSelectionStorage implements SelectionStorage {
  constructor(private readonly storage: Storage = window.localStorage) {}

  load(): SavedSelection<AddressSelection> | null {
    const raw = this.storage.getItem(SELECTION_STORAGE_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<SavedSelection<Partial<AddressSelection>>>;
      if (typeof parsed.savedAt !== 'number' || typeof parsed.value !== 'object' || parsed.value === null) return null;
      return {
        savedAt: parsed.savedAt,
        value: {
          shippingAddressId: idOrNull(parsed.value.shippingAddressId),
          billingAddressId: idOrNull(parsed.value.billingAddressId),
          insured: parsed.value.insured === true,
          billingSameAsShipping: parsed.value.billingSameAsShipping !== false,
        },
      };
    } catch {
      return null;
    }
  }

  save(selection: SavedSelection<AddressSelection>): void {
    this.storage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(selection));
  }

  clear(): void {
    this.storage.removeItem(SELECTION_STORAGE_KEY);
  }
}

function idOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}
