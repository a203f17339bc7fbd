import { describe, expect, it } from 'vitest';
import { SAVED_SELECTION_TTL_MS, isSelectionExpired, readSelection, saveSelection } from '@/domain/saved-selection';

const HOUR = 3_600_000;
const savedAt = Date.UTC(2025, 5, 1, 9);

describe('saved selections (spec §3: selected addresses are stored client-side for 24 hours)', () => {
  it('spec §9: the lifetime is 24 hours', () => {
    expect(SAVED_SELECTION_TTL_MS).toBe(24 * HOUR);
  });

  it('spec §3: a selection is read back within 24 hours', () => {
    const selection = saveSelection({ shippingAddressId: 12 }, savedAt);
    expect(selection).toEqual({ value: { shippingAddressId: 12 }, savedAt });
    expect(readSelection(selection, savedAt)).toEqual({ shippingAddressId: 12 });
    expect(readSelection(selection, savedAt + 24 * HOUR - 1)).toEqual({ shippingAddressId: 12 });
  });

  it('spec §3: after 24 hours it has expired', () => {
    const selection = saveSelection(12, savedAt);
    expect(isSelectionExpired(selection, savedAt + 24 * HOUR)).toBe(true);
    expect(readSelection(selection, savedAt + 24 * HOUR)).toBeNull();
  });

  it('nothing saved, or a selection without a usable time, reads as null', () => {
    expect(readSelection(null, savedAt)).toBeNull();
    expect(readSelection(undefined, savedAt)).toBeNull();
    expect(readSelection({ value: 12, savedAt: Number.NaN }, savedAt)).toBeNull();
  });
});
