import { describe, expect, it } from 'vitest';
import { appendSearchRows } from '@/domain/search-result';
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
