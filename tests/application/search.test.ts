import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_RESULTS_MESSAGE, SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, SEARCH_TERM_TOO_SHORT } from '@/domain';
import { SearchProducts, type CatalogGateway } from '@/application';
import { product } from './support/builders';
import { FakeCatalogGateway, fakeTimersClock, RecordingLogger } from './support/fakes';

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => product({ id: from + i }));

function setup() {
  const gateway = new FakeCatalogGateway();
  const search = new SearchProducts(gateway as unknown as CatalogGateway, new RecordingLogger(), fakeTimersClock.scheduler);
  const stop = search.start();
  return { gateway, search, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search drawer (spec §4, §5, §9)', () => {
  it('searches only after 500 ms without typing, with the trimmed term and page size 12', async () => {
    const { gateway, search } = setup();
    gateway.pages.set(1, { rows: rows(1, 12), count: 3, total: 30 });
    search.type('dre');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    search.type('  dress ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(gateway.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(gateway.requests.map(({ term, page, perpage }) => [term, page, perpage])).toEqual([['dress', 1, SEARCH_PAGE_SIZE]]);
    expect(search.snapshot).toMatchObject({ status: 'results', page: 1, count: 3, total: 30 });
    expect(search.snapshot.rows).toHaveLength(12);
  });

  it('a corrected term says what the results are for; searching it as typed asks again without correction, for every page', async () => {
    const { gateway, search } = setup();
    gateway.pages.set(1, { rows: rows(1, 12), count: 2, total: 20, correctedTerm: 'shirt' });
    gateway.pages.set(2, { rows: rows(13, 8), count: 2, total: 20 });
    search.type('shrit');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(search.snapshot).toMatchObject({ status: 'results', term: 'shrit', correctedTerm: 'shirt', asTyped: false });
    search.loadMore();
    await vi.advanceTimersByTimeAsync(0);
    expect(search.snapshot).toMatchObject({ page: 2, correctedTerm: 'shirt' });

    gateway.pages.set(1, { rows: [], count: 0, total: 0 });
    search.searchAsTyped();
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.requests.at(-1)).toMatchObject({ term: 'shrit', page: 1, asTyped: true });
    expect(search.snapshot).toMatchObject({ status: 'no-results', message: NO_RESULTS_MESSAGE, correctedTerm: null, asTyped: true });
    // A new term is corrected again.
    gateway.pages.set(1, { rows: rows(1, 3), count: 1, total: 3, correctedTerm: 'blazer' });
    search.type('blazr');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(gateway.requests.at(-1)).toEqual(expect.not.objectContaining({ asTyped: true }));
    expect(search.snapshot).toMatchObject({ correctedTerm: 'blazer', asTyped: false });
  });

  it('1 to 2 characters give the too-short message and no request', async () => {
    const { gateway, search } = setup();
    search.type(' ab ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(search.snapshot).toMatchObject({ status: 'too-short', message: SEARCH_TERM_TOO_SHORT });
    expect(gateway.requests).toEqual([]);
    search.type('   ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(search.snapshot).toMatchObject({ status: 'idle', message: null });
  });

  it('"No results were found." for empty rows and for an error', async () => {
    const { gateway, search } = setup();
    gateway.pages.set(1, { rows: [], count: 0 });
    search.type('zzzz');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(search.snapshot).toMatchObject({ status: 'no-results', message: NO_RESULTS_MESSAGE });
    gateway.failWith = new Error('boom');
    search.type('yyyy');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(search.snapshot).toMatchObject({ status: 'no-results', message: NO_RESULTS_MESSAGE });
  });

  it('scrolling within 10 px of the bottom loads the next page until the page number reaches count', async () => {
    const { gateway, search } = setup();
    gateway.pages.set(1, { rows: rows(1, 12), count: 2 });
    gateway.pages.set(2, { rows: rows(13, 5), count: 2 });
    search.type('coat');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.scrolled({ scrollTop: 489, clientHeight: 500, scrollHeight: 1000 });
    expect(gateway.requests).toHaveLength(1);
    search.scrolled({ scrollTop: 490, clientHeight: 500, scrollHeight: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.requests.map((r) => r.page)).toEqual([1, 2]);
    expect(search.snapshot.rows).toHaveLength(17);
    search.scrolled({ scrollTop: 500, clientHeight: 500, scrollHeight: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.requests).toHaveLength(2);
  });

  it('a newer term aborts the request in flight', async () => {
    const { gateway, search, stop } = setup();
    let release: (value: { rows: never[]; count: number }) => void = () => {};
    gateway.search = (term, page, perpage, signal) => {
      gateway.requests.push({ term, page, perpage, ...(signal ? { signal } : {}) });
      return new Promise((resolve) => (release = resolve));
    };
    search.type('linen');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.type('wool');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(gateway.requests[0]?.signal?.aborted).toBe(true);
    expect(gateway.requests[1]?.signal?.aborted).toBe(false);
    release({ rows: [], count: 0 });
    stop();
    expect(gateway.requests[1]?.signal?.aborted).toBe(true);
  });

  it('typing does nothing once stopped, and works again after a restart', async () => {
    const { gateway, search, stop } = setup();
    gateway.pages.set(1, { rows: rows(1, 3), count: 1 });
    stop();
    search.type('linen');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(gateway.requests).toEqual([]);
    search.start();
    search.type('linen');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(gateway.requests.map((r) => r.term)).toEqual(['linen']);
  });
});
