import { describe, expect, it } from 'vitest';
import { mailPhotoUrl, photoSrcSet } from '@/domain';

describe('photoSrcSet', () => {
  it('offers every stored width of an imported photograph, in the format asked', () => {
    const url = '/media/photos/0123456789abcdef01234567/960.webp';
    expect(photoSrcSet(url)).toBe([320, 640, 960, 1280, 1600].map((width) => `/media/photos/0123456789abcdef01234567/${width}.webp ${width}w`).join(', '));
    expect(photoSrcSet(url, 'avif')).toContain('/media/photos/0123456789abcdef01234567/1600.avif 1600w');
  });

  it('offers nothing for other images: the demo drawings, a banner, a look-alike path', () => {
    expect(photoSrcSet('/media/products/dress/black.svg?view=front')).toBeUndefined();
    expect(photoSrcSet('https://cdn.example.com/media/photos/0123456789abcdef01234567/960.webp')).toBeUndefined();
    expect(photoSrcSet('/media/photos/../secret/960.webp')).toBeUndefined();
  });
});

describe('mailPhotoUrl', () => {
  it("names an imported photograph's JPEG for e-mail, from any of its widths and formats", () => {
    expect(mailPhotoUrl('/media/photos/0123456789abcdef01234567/1600.avif')).toBe('/media/photos/0123456789abcdef01234567/320.jpg');
    expect(mailPhotoUrl('/media/photos/0123456789abcdef01234567/960.webp')).toBe('/media/photos/0123456789abcdef01234567/320.jpg');
  });

  it('has none for a drawing', () => {
    expect(mailPhotoUrl('/media/products/coat/camel.svg')).toBeUndefined();
  });
});
