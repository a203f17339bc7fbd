import { describe, expect, it } from 'vitest';
import { absoluteUrl, offeredPrice, textSummary } from '@/domain/page-meta';
import { HOME_TITLE, pageTitle } from '@/domain/page-title';
import { centsToDecimal } from '@/domain/money';

describe('page meta', () => {
  it('titles a page "{title} | Maison", the home page "Maison — Fashion store"', () => {
    expect(pageTitle('Dresses')).toBe('Dresses | Maison');
    expect(pageTitle('')).toBe('Maison — Fashion store');
    expect(HOME_TITLE).toBe('Maison — Fashion store');
  });

  it('makes paths absolute on the public origin, keeps absolute URLs', () => {
    expect(absoluteUrl('https://shop.example', '/products/a')).toBe('https://shop.example/products/a');
    expect(absoluteUrl('https://shop.example/', 'media/a.jpg')).toBe('https://shop.example/media/a.jpg');
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl('https://shop.example', '//cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl('', '/a')).toBe('/a');
  });

  it('offers the price the tag shows', () => {
    const simple = { type: 'simple' as const, regular_price: 5000, sale_price: 4000, min_price: null };
    expect(offeredPrice(simple)).toBe(4000);
    expect(offeredPrice({ ...simple, sale_price: null })).toBe(5000);
    expect(offeredPrice({ type: 'variable', regular_price: 5000, sale_price: null, min_price: 3000 })).toBe(3000);
    expect(offeredPrice({ type: 'variable', regular_price: 5000, sale_price: null, min_price: null })).toBe(5000);
  });

  it('summarises HTML as plain text of at most 155 characters', () => {
    expect(textSummary('<p>Washed <b>linen</b>&nbsp;shirt &amp; more</p>')).toBe('Washed linen shirt & more');
    expect(textSummary('<p>Silk</p><script type="x">steal()</script><STYLE>p{}</STYLE> shirt')).toBe('Silk shirt');
    const long = textSummary(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes cents as an exact decimal', () => {
    expect(centsToDecimal(4999)).toBe('49.99');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
  });
});
