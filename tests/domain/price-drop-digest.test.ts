import { describe, expect, it } from 'vitest';
import { digestDue, inPriceDropDigest, PRICE_DROP_DIGEST_EVERY_MS } from '../../src/domain/price-drop-digest';

describe('inPriceDropDigest', () => {
  it('tells a piece below its price at add that no digest told yet', () => {
    expect(inPriceDropDigest({ priceAtAdd: 5000, priceTold: null, offered: 4000 })).toBe(true);
    expect(inPriceDropDigest({ priceAtAdd: 5000, priceTold: null, offered: 5000 })).toBe(false);
  });

  it('tells it again only when it fell below what the last digest told', () => {
    expect(inPriceDropDigest({ priceAtAdd: 5000, priceTold: 4000, offered: 4000 })).toBe(false);
    expect(inPriceDropDigest({ priceAtAdd: 5000, priceTold: 4000, offered: 3500 })).toBe(true);
    expect(inPriceDropDigest({ priceAtAdd: 5000, priceTold: 3000, offered: 5500 })).toBe(false);
  });
});

describe('digestDue', () => {
  const now = new Date('2030-01-02T09:00:00Z');
  it('is due for a first digest and a day after the last, not sooner', () => {
    expect(digestDue(null, now)).toBe(true);
    expect(digestDue(new Date(now.getTime() - PRICE_DROP_DIGEST_EVERY_MS), now)).toBe(true);
    expect(digestDue(new Date(now.getTime() - PRICE_DROP_DIGEST_EVERY_MS + 1), now)).toBe(false);
  });
});
