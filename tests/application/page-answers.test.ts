import { describe, expect, it } from 'vitest';
import { CataloguePages, PageAnswers, type CatalogGateway, type ProductDetail } from '@/application';
import { ROUTE_PRELOAD_LIFETIME_MS } from '@/domain';
import { RecordingLogger } from './support/fakes';

/** A product gateway that counts its calls and answers a new object each time. */
function countingGateway() {
  const asked: string[] = [];
  const gateway = {
    product: async (slug: string) => {
      asked.push(slug);
      return { id: asked.length, slug } as unknown as ProductDetail;
    },
  } as unknown as CatalogGateway;
  return { asked, gateway };
}

describe('the page answers a navigation takes', () => {
  it('a navigation takes the answer preloaded for it, once; the next visit asks again', async () => {
    let now = 0;
    const answers = new PageAnswers(() => now);
    const { asked, gateway } = countingGateway();
    const pages = new CataloguePages(gateway, new RecordingLogger(), answers);
    const preload = new AbortController().signal;
    answers.markPreload(preload);

    const preloaded = await pages.product('linen-shirt', preload);
    await pages.product('linen-shirt', preload);
    expect(asked).toEqual(['linen-shirt']);
    now += 1000;
    expect(await pages.product('linen-shirt', new AbortController().signal)).toEqual(preloaded);
    expect(asked).toEqual(['linen-shirt']);
    await pages.product('linen-shirt');
    expect(asked).toEqual(['linen-shirt', 'linen-shirt']);
  });

  it('a preloaded answer goes stale: after its lifetime the navigation asks again', async () => {
    let now = 0;
    const answers = new PageAnswers(() => now);
    const { asked, gateway } = countingGateway();
    const pages = new CataloguePages(gateway, new RecordingLogger(), answers);
    const preload = new AbortController().signal;
    answers.markPreload(preload);
    await pages.product('linen-shirt', preload);
    now += ROUTE_PRELOAD_LIFETIME_MS;
    await pages.product('linen-shirt');
    expect(asked).toEqual(['linen-shirt', 'linen-shirt']);
  });

  it('going back or forward takes the answer the page showed before, whatever its age; a failed one is asked again', async () => {
    let now = 0;
    const answers = new PageAnswers(() => now);
    const { asked, gateway } = countingGateway();
    const pages = new CataloguePages(gateway, new RecordingLogger(), answers);
    const shown = await pages.product('linen-shirt');
    now += 10 * 60_000;
    answers.setReturning(true);
    expect(await pages.product('linen-shirt')).toEqual(shown);
    expect(asked).toEqual(['linen-shirt']);
    answers.setReturning(false);
    await pages.product('linen-shirt');
    expect(asked).toEqual(['linen-shirt', 'linen-shirt']);

    let fail = true;
    const flaky = new PageAnswers(() => now);
    const load = () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('answer'));
    await expect(flaky.read('home', load)).rejects.toThrow('down');
    fail = false;
    flaky.setReturning(true);
    await expect(flaky.read('home', load)).resolves.toBe('answer');
  });

  it('keeps only the newest answers', async () => {
    const answers = new PageAnswers(() => 0, 2);
    answers.setReturning(true);
    let calls = 0;
    const load = async () => (calls += 1);
    await answers.read('a', load);
    await answers.read('b', load);
    await answers.read('c', load);
    expect(await answers.read('c', load)).toBe(3);
    expect(await answers.read('a', load)).toBe(4);
  });
});
