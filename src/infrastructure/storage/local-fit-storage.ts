import type { FitPreferences, FitStorage, FoundSize } from '@/application';
import { type BodyMeasure, type BodyMeasurements, MEASURE_LABELS, measureUnitOrDefault } from '@/domain';

/** Local-storage key of "find my size": it outlives the session, like the shopper's body. */
export const FIT_STORAGE_KEY = 'storefront_fit';

/** "Find my size" in local storage; anything unreadable counts as nothing kept. */
export class LocalFitStorage implements FitStorage {
  constructor(private readonly storage: () => Storage | null = () => (typeof window === 'undefined' ? null : window.localStorage)) {}

  load(): FitPreferences {
    try {
      const parsed = JSON.parse(this.storage()?.getItem(FIT_STORAGE_KEY) ?? 'null') as { unit?: unknown; sizes?: unknown } | null;
      const sizes: Record<string, FoundSize> = {};
      if (parsed?.sizes && typeof parsed.sizes === 'object') {
        for (const [chart, found] of Object.entries(parsed.sizes as Record<string, { size?: unknown; measurements?: unknown }>)) {
          if (typeof found?.size === 'string') sizes[chart] = { size: found.size, measurements: measurementsOf(found.measurements) };
        }
      }
      return { unit: measureUnitOrDefault(parsed?.unit), sizes };
    } catch {
      return { unit: 'cm', sizes: {} };
    }
  }

  save(preferences: FitPreferences): void {
    try {
      this.storage()?.setItem(FIT_STORAGE_KEY, JSON.stringify(preferences));
    } catch {
      // A full or refused storage keeps the preferences for this page only.
    }
  }
}

function measurementsOf(value: unknown): BodyMeasurements {
  if (typeof value !== 'object' || value === null) return {};
  const known = Object.entries(value).filter(([measure, cm]) => measure in MEASURE_LABELS && typeof cm === 'number' && Number.isFinite(cm));
  return Object.fromEntries(known) as Partial<Record<BodyMeasure, number>>;
}
