import { describe, expect, it } from 'vitest';
import * as messages from '@/domain/shopper-messages';
import { mergedCartMessage } from '@/domain/shopper-messages';

describe('shopper messages whose wording the spec leaves open (spec §4)', () => {
  it('every message is a non-empty sentence or label', () => {
    const texts = Object.entries(messages).filter(([, value]) => typeof value === 'string');
    expect(texts.length).toBeGreaterThan(0);
    for (const [name, text] of texts) expect((text as string).trim(), name).not.toBe('');
  });

  it('a required field gives its message when blank, and nothing when filled in', () => {
    expect(messages.checkRequired('', messages.FIRST_NAME_REQUIRED)).toBe(messages.FIRST_NAME_REQUIRED);
    expect(messages.checkRequired('   ', messages.LAST_NAME_REQUIRED)).toBe(messages.LAST_NAME_REQUIRED);
    expect(messages.checkRequired('Jane', messages.FIRST_NAME_REQUIRED)).toBeNull();
  });
});

describe('the merged-cart toast (issue 11)', () => {
  it('says how many pieces and which coupons went into the account\'s cart', () => {
    expect(mergedCartMessage(0, ['TEN'])).toBeNull();
    expect(mergedCartMessage(1, [])).toBe('Your piece from before you signed in was added to your cart.');
    expect(mergedCartMessage(3, ['TEN', 'FREESHIP'])).toBe('Your 3 pieces from before you signed in were added to your cart, with coupons TEN, FREESHIP.');
  });
});
