import { describe, expect, it } from 'vitest';
import { resyncSelection } from '@/domain/address';

describe('address selection (spec §4: on refresh, selected addresses are re-synced from the new list if still present)', () => {
  const addresses = [{ id: 3 }, { id: 8 }];

  it('spec §4: keeps a selection still in the list', () => {
    expect(resyncSelection(addresses, 8)).toBe(8);
  });

  it('spec §4: drops a selection no longer in the list', () => {
    expect(resyncSelection(addresses, 5)).toBeNull();
    expect(resyncSelection([], 3)).toBeNull();
  });

  it('no selection stays none', () => {
    expect(resyncSelection(addresses, null)).toBeNull();
  });
});
