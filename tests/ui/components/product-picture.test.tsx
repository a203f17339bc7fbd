import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProductPicture } from '@/ui/components/product-picture';

const PHOTO = '/media/photos/0123456789abcdef01234567/640.webp';

describe('ProductPicture', () => {
  it('offers an imported photograph every width in AVIF first, then WebP, sized for its place', () => {
    const { container } = render(<ProductPicture src={PHOTO} alt="Oxford shirt" sizes="56px" width={56} height={70} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('sizes')).toBe('56px');
    expect(source?.getAttribute('srcset')).toContain('/media/photos/0123456789abcdef01234567/320.avif 320w');
    expect(source?.getAttribute('srcset')).toContain('/media/photos/0123456789abcdef01234567/1600.avif 1600w');
    const image = screen.getByRole('img', { name: 'Oxford shirt' });
    expect(image.getAttribute('srcset')).toContain('/media/photos/0123456789abcdef01234567/960.webp 960w');
    expect(image.getAttribute('sizes')).toBe('56px');
    expect(image.getAttribute('src')).toBe(PHOTO);
    expect(image.getAttribute('width')).toBe('56');
  });

  it('shows a drawing as it is, without a picture or srcset', () => {
    const { container } = render(<ProductPicture src="/media/products/coat/camel.svg" alt="" sizes="120px" />);
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/products/coat/camel.svg');
    expect(image?.hasAttribute('srcset')).toBe(false);
  });
});
