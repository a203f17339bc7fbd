import { decode, encode } from 'blurhash';
import { describe, expect, it } from 'vitest';
import { encodeBlurhash } from '../../../server/src/seed/blurhash-encode.js';
import { garmentBlurhash } from '../../../server/src/seed/blurhash.js';
import { GARMENTS, productImageUrl, renderGarmentSvg } from '../../../server/src/seed/garment-svg.js';
import { SOCIAL_LOGOS, socialLogoSvg } from '../../../server/src/seed/social-logos.js';

/** Checks that every element is closed in order: enough to catch broken markup. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, , selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('garment images', () => {
  it.each(GARMENTS.flatMap((g) => [[g, 'front'], [g, 'back']] as const))('renders %s (%s) as a well-formed 4:5 SVG', (garment, view) => {
    const svg = renderGarmentSvg(garment, '#b45f3e', view);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(wellFormed(svg)).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(svg).toContain('#b45f3e');
  });

  it('throws for an unknown garment or a malformed colour', () => {
    expect(() => renderGarmentSvg('tuxedo' as never, '#000000', 'front')).toThrow();
    expect(() => renderGarmentSvg('dress', 'red', 'front')).toThrow();
  });

  it('builds the media URL the server answers', () => {
    expect(productImageUrl('dress', 'sage', 'back')).toBe('/media/products/dress/sage.svg?view=back');
  });

  it('encodes blurhashes like the package when its maximum is positive, and keeps negative components', () => {
    const pixels = new Uint8ClampedArray(32 * 40 * 4);
    const paint = (darkRight: boolean) => {
      for (let i = 0; i < 32 * 40; i++) pixels.set((i % 32 >= 16) === darkRight ? [46, 64, 96, 255] : [231, 226, 219, 255], i * 4);
    };
    paint(true);
    expect(encodeBlurhash(pixels, 32, 40, 4, 5)).toBe(encode(pixels, 32, 40, 4, 5));
    paint(false); // dark on the left: the strongest component is negative
    const left = decode(encodeBlurhash(pixels, 32, 40, 4, 5), 32, 40);
    expect(left[(20 * 32 + 4) * 4]!).toBeLessThan(120); // dark stays dark
    expect(left[(20 * 32 + 28) * 4]!).toBeGreaterThan(180);
  });

  it('gives each garment view its own placeholder, darker for darker colours', () => {
    const hashes = new Set(GARMENTS.map((g) => garmentBlurhash(g, '#1f2a43', 'front')));
    expect(hashes.size).toBe(GARMENTS.length);
    const centre = (hash: string) => decode(hash, 32, 40)[(24 * 32 + 16) * 4]!;
    expect(centre(garmentBlurhash('coat', '#1f1f20', 'front'))).toBeLessThan(centre(garmentBlurhash('coat', '#f3f0ea', 'front')));
  });
});

describe('social logos', () => {
  it('are small well-formed SVGs, null when unknown', () => {
    expect(SOCIAL_LOGOS).toEqual(['instagram', 'facebook', 'pinterest', 'tiktok', 'youtube']);
    for (const slug of SOCIAL_LOGOS) expect(wellFormed(socialLogoSvg(slug)!)).toBe(true);
    expect(socialLogoSvg('myspace')).toBeNull();
  });
});
