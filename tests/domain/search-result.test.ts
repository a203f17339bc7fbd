import { describe, expect, it } from 'vitest';
import { appendSearchRows, SEARCH_TOTAL_CAP, searchResultCount } from '@/domain/search-result';
import { aProduct } from './builders';

describe('search result pages (spec §3: rows of products; §4: infinite scroll appends pages)', () => {
  it('appends the next page after the rows shown', () => {
    const shown = [aProduct({ id: 1 }), aProduct({ id: 2 })];
    const next = [aProduct({ id: 3 })];
    expect(appendSearchRows(shown, next).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('skips products already shown or repeated in the page (results shifted between pages)', () => {
    const shown = [aProduct({ id: 1 }), aProduct({ id: 2 })];
    const next = [aProduct({ id: 2 }), aProduct({ id: 4 }), aProduct({ id: 4 })];
    expect(appendSearchRows(shown, next).map((p) => p.id)).toEqual([1, 2, 4]);
  });
});

describe('the result count the search drawer shows', () => {
  it('counts results in en-US, one in the singular, and says when the count stopped at its cap', () => {
    expect(searchResultCount(1)).toBe('1 result');
    expect(searchResultCount(24)).toBe('24 results');
    expect(searchResultCount(SEARCH_TOTAL_CAP - 1)).toBe('999 results');
    expect(searchResultCount(SEARCH_TOTAL_CAP)).toBe('1,000+ results');
  });

  it('says nothing without a count (an API that only answers pages) or with none found', () => {
    expect(searchResultCount(undefined)).toBeNull();
    expect(searchResultCount(0)).toBeNull();
  });
});
