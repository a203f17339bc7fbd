import type { ImgHTMLAttributes } from 'react';
import { photoSrcSet } from '@/domain';

/** Props of ProductPicture: an `<img>`'s, with `sizes` required so the browser picks the width the place needs. */
export interface ProductPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  readonly src: string;
  readonly alt: string;
  /** How wide the image shows (`sizes`), e.g. `56px` for a checkout thumbnail. */
  readonly sizes: string;
}

/**
 * A product image without a blurhash (thumbnails, the viewer): an imported photograph as
 * `<picture>` with its AVIF widths first and WebP in the image's `srcset`, any other image (a
 * drawing) as it is.
 */
export function ProductPicture({ src, sizes, alt, ...image }: ProductPictureProps) {
  const webp = photoSrcSet(src);
  const avif = photoSrcSet(src, 'avif');
  if (webp === undefined || avif === undefined) return <img src={src} alt={alt} {...image} />;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img src={src} srcSet={webp} sizes={sizes} alt={alt} {...image} />
    </picture>
  );
}
