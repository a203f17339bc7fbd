import { describe, expect, it } from 'vitest';
import {
  NO_RESULTS_MESSAGE,
  SCROLL_THRESHOLD_PX,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_TERM_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_TERM_TOO_SHORT,
  checkSearchTerm,
  hasNextPage,
  isNearBottom,
} from '@/domain/search-term';

describe('search term rule (spec §5: trimmed; 1 to 2 characters is too short; search runs at 3 or more)', () => {
  it('spec §5, §9: texts and numbers are exact', () => {
    expect(SEARCH_TERM_TOO_SHORT).toBe('Searched term should consist of at least 3 characters');
    expect(NO_RESULTS_MESSAGE).toBe('No results were found.');
    expect(SEARCH_MIN_TERM_LENGTH).toBe(3);
    expect(SEARCH_PAGE_SIZE).toBe(12);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(SCROLL_THRESHOLD_PX).toBe(10);
  });

  it('spec §5: an empty or blank term is idle', () => {
    expect(checkSearchTerm('')).toEqual({ kind: 'idle' });
    expect(checkSearchTerm('   ')).toEqual({ kind: 'idle' });
  });

  it('spec §5: 1 or 2 characters after trimming are too short', () => {
    expect(checkSearchTerm('a')).toEqual({ kind: 'too-short', message: SEARCH_TERM_TOO_SHORT });
    expect(checkSearchTerm('  ab  ')).toEqual({ kind: 'too-short', message: SEARCH_TERM_TOO_SHORT });
  });

  it('spec §5: 3 or more characters search with the trimmed term', () => {
    expect(checkSearchTerm('  top ')).toEqual({ kind: 'search', term: 'top' });
    expect(checkSearchTerm('linen dress')).toEqual({ kind: 'search', term: 'linen dress' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkSearchTerm('👗👠').kind).toBe('too-short');
    expect(checkSearchTerm('👗👠👜').kind).toBe('search');
  });
});

describe('infinite scroll (spec §4: within 10 px of the bottom loads the next page until the page number reaches count)', () => {
  it('spec §4: within 10 px of the bottom is near the bottom', () => {
    expect(isNearBottom({ scrollTop: 590, clientHeight: 400, scrollHeight: 1000 })).toBe(true); // 10 px left
    expect(isNearBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isNearBottom({ scrollTop: 589, clientHeight: 400, scrollHeight: 1000 })).toBe(false); // 11 px left
  });

  it('takes another threshold when given', () => {
    expect(isNearBottom({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 }, 100)).toBe(true);
    expect(isNearBottom({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 }, 99)).toBe(false);
  });

  it('spec §4: count is the number of pages; loading stops when the page number reaches it', () => {
    expect(hasNextPage(1, 3)).toBe(true);
    expect(hasNextPage(2, 3)).toBe(true);
    expect(hasNextPage(3, 3)).toBe(false);
    expect(hasNextPage(1, 0)).toBe(false);
  });
});
