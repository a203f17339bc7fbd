import type { ProductImage } from '@/application';
import { useState } from 'react';
import { BlurhashImage } from '../../components/blurhash-image';
import { Icon } from '../../components/icon';
import { ImageViewer } from '../../components/image-viewer';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../media/product-media';
import { usePlaceholderDecode } from '../media/use-placeholder-decode';
import styles from './gallery.module.less';
import { useSwipe } from './use-swipe';

/** Props of Gallery. */
export interface GalleryProps {
  readonly images: readonly ProductImage[];
  /** The product's name: names the gallery and the full-screen viewer. */
  readonly name: string;
}

/**
 * The product gallery: thumbnails, the main image (swipe or arrows to move), and the full-screen
 * viewer on a tap (previous, next, close; keyboard and swipe).
 */
export function Gallery({ images, name }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const decode = usePlaceholderDecode();
  const total = images.length;
  const shown = Math.min(index, Math.max(total - 1, 0));
  const go = (step: number): void => setIndex((shown + step + total) % total);
  const swipe = useSwipe(go, total >= 2);
  const current = images[shown];
  if (!current) return <div className={styles.empty} aria-hidden="true" />;

  return (
    <section className={styles.gallery} aria-label={`${name} images`}>
      <div className={styles.main} onPointerDown={swipe.onPointerDown} onPointerUp={swipe.onPointerUp} data-testid="gallery-main">
        <button
          type="button"
          className={styles.zoom}
          aria-label={`View image ${shown + 1} of ${total} full screen`}
          onClick={() => {
            // The click that ends a swipe is no tap.
            if (!swipe.consumeSwipe()) setViewerOpen(true);
          }}
        >
          <BlurhashImage
            key={current.url}
            src={current.url}
            alt={current.alt_text || name}
            blurhash={current.blurhash}
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            sizes="(min-width: 1024px) 55vw, (min-width: 769px) 50vw, 100vw"
            decode={decode}
            priority={shown === 0}
            className={styles.mainImage}
          />
          <span className={styles.zoomHint} aria-hidden="true">
            <Icon name="plus" size="small" />
          </span>
        </button>
        {total > 1 ? (
          <>
            <button type="button" className={[styles.arrow, styles.prev].join(' ')} onClick={() => go(-1)} aria-label="Previous image">
              <Icon name="chevron-left" size="medium" />
            </button>
            <button type="button" className={[styles.arrow, styles.next].join(' ')} onClick={() => go(1)} aria-label="Next image">
              <Icon name="chevron-right" size="medium" />
            </button>
            <span className={styles.counter} aria-hidden="true">
              {shown + 1} / {total}
            </span>
          </>
        ) : null}
      </div>

      {total > 1 ? <Thumbnails images={images} shown={shown} decode={decode} onShow={setIndex} /> : null}

      <ImageViewer
        open={viewerOpen}
        images={images.map((image) => ({ src: image.url, alt: image.alt_text || name }))}
        initialIndex={shown}
        onClose={() => setViewerOpen(false)}
        // The viewer reports from inside its own state update: follow it after that render.
        onIndexChange={(next) => queueMicrotask(() => setIndex(next))}
        label={`${name}, full-screen images`}
      />
    </section>
  );
}

/** Props of the thumbnails. */
interface ThumbnailsProps {
  readonly images: readonly ProductImage[];
  readonly shown: number;
  readonly decode: ReturnType<typeof usePlaceholderDecode>;
  readonly onShow: (position: number) => void;
}

/** One button per image; the shown one is marked current. */
function Thumbnails({ images, shown, decode, onShow }: ThumbnailsProps) {
  return (
    <ul className={styles.thumbs} role="list" aria-label="Thumbnails">
      {images.map((image, position) => (
        <li key={image.url}>
          <button
            type="button"
            className={styles.thumb}
            aria-label={`Show image ${position + 1} of ${images.length}`}
            aria-current={position === shown ? 'true' : undefined}
            onClick={() => onShow(position)}
          >
            <BlurhashImage
              src={image.url}
              alt=""
              blurhash={image.blurhash}
              width={PRODUCT_IMAGE_WIDTH}
              height={PRODUCT_IMAGE_HEIGHT}
              sizes="80px"
              decode={decode}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
