import type { ProductImage } from '@/application';
import { type PointerEvent, useRef, useState } from 'react';
import { BlurhashImage } from '../../components/blurhash-image';
import { Icon } from '../../components/icon';
import { ImageViewer } from '../../components/image-viewer';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../media/product-media';
import { usePlaceholderDecode } from '../media/use-placeholder-decode';
import styles from './gallery.module.less';

/** Horizontal travel (px) on the main image that counts as a swipe. */
const SWIPE_PX = 40;

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
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const total = images.length;
  const shown = Math.min(index, Math.max(total - 1, 0));
  const current = images[shown];
  if (!current) return <div className={styles.empty} aria-hidden="true" />;

  const go = (step: number): void => setIndex((shown + step + total) % total);
  const onPointerDown = (event: PointerEvent): void => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent): void => {
    const from = start.current;
    start.current = null;
    if (!from || total < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
      swiped.current = true;
      go(dx < 0 ? 1 : -1);
    }
  };

  return (
    <section className={styles.gallery} aria-label={`${name} images`}>
      <div className={styles.main} onPointerDown={onPointerDown} onPointerUp={onPointerUp} data-testid="gallery-main">
        <button
          type="button"
          className={styles.zoom}
          aria-label={`View image ${shown + 1} of ${total} full screen`}
          onClick={() => {
            if (swiped.current) {
              swiped.current = false;
              return;
            }
            setViewerOpen(true);
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

      {total > 1 ? (
        <ul className={styles.thumbs} role="list" aria-label="Thumbnails">
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${position + 1} of ${total}`}
                aria-current={position === shown ? 'true' : undefined}
                onClick={() => setIndex(position)}
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
      ) : null}

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
