import { describe, expect, it } from 'vitest';
import { failed, ok } from '@/application';
import { notFound, pageData, PageUnavailableError, pageValue } from '@/ui/app/page-data';

/** What a loader throws, caught. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('one way to fail a page (src/ui/app/page-data.ts)', () => {
  it('a not-found failure throws the route’s 404, whichever way the page reads its data', () => {
    for (const read of [pageData, pageValue]) {
      const response = thrown(() => read(failed('not-found', 'No such product.')));
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).status).toBe(404);
      expect((response as Response).statusText).toBe('Not Found');
    }
    expect(notFound().status).toBe(404);
  });

  it('pageData: the data, or another failure for the page to show with its "Try again"', () => {
    expect(pageData(ok({ title: 'Our story' }))).toEqual({ ok: true, value: { title: 'Our story' } });
    expect(pageData(failed('unavailable', 'Server error'))).toEqual(failed('unavailable', 'Server error'));
  });

  it('pageValue: the data itself, or an error for the error page (500) for another failure', () => {
    expect(pageValue(ok({ id: 7 }))).toEqual({ id: 7 });
    const error = thrown(() => pageValue(failed('unavailable', 'Server error')));
    expect(error).toBeInstanceOf(PageUnavailableError);
    expect((error as PageUnavailableError).failure.kind).toBe('unavailable');
  });
});
