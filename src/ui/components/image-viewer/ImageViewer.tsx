import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../icon';
import { Portal, useModal } from '../overlay';
import { ProductPicture } from '../product-picture';
import styles from './image-viewer.module.less';

/** One image of the viewer. */
export interface ViewerImage {
  readonly src: string;
  readonly alt: string;
  readonly srcSet?: string;
}

/** Props of ImageViewer. */
export interface ImageViewerProps {
  readonly open: boolean;
  readonly images: readonly ViewerImage[];
  /** Image shown first when opening. */
  readonly initialIndex?: number;
  readonly onClose: () => void;
  /** Told whenever the shown image changes. */
  readonly onIndexChange?: (index: number) => void;
  /** Accessible name of the viewer. */
  readonly label?: string;
}

/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** A full-screen image viewer: previous, next, close; arrow keys, Escape and swipe (spec §2). */
export function ImageViewer({ open, ...rest }: ImageViewerProps) {
  if (!open || rest.images.length === 0) return null;
  return <ViewerContent {...rest} />;
}

/** ArrowLeft and ArrowRight anywhere on the page step back and forth while the viewer is open. */
function useArrowKeys(go: (step: number) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(-1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go]);
}

function ViewerContent({ images, initialIndex = 0, onClose, onIndexChange, label = 'Image viewer' }: Omit<ImageViewerProps, 'open'>) {
  const total = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), total - 1));
  const panel = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  useModal(panel, { open: true, onEscape: onClose });

  const go = useCallback(
    (step: number) => {
      setIndex((current) => {
        const next = (current + step + total) % total;
        onIndexChange?.(next);
        return next;
      });
    },
    [total, onIndexChange],
  );

  useArrowKeys(go);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const image = images[index]!;
  const many = total > 1;
  return (
    <Portal>
      <div ref={panel} className={styles.viewer} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        <div className={styles.bar}>
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {total}
          </p>
          <button type="button" className={styles.control} onClick={onClose} aria-label="Close" data-autofocus>
            <Icon name="close" size="large" />
          </button>
        </div>
        <div
          className={styles.stage}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
          }}
          data-testid="viewer-stage"
        >
          {image.srcSet === undefined ? (
            <ProductPicture key={image.src} className={styles.image} src={image.src} sizes="100vw" alt={image.alt} draggable={false} />
          ) : (
            <img key={image.src} className={styles.image} src={image.src} srcSet={image.srcSet} alt={image.alt} draggable={false} />
          )}
        </div>
        {many ? (
          <>
            <button type="button" className={[styles.control, styles.prev].join(' ')} onClick={() => go(-1)} aria-label="Previous image">
              <Icon name="chevron-left" size="xlarge" />
            </button>
            <button type="button" className={[styles.control, styles.next].join(' ')} onClick={() => go(1)} aria-label="Next image">
              <Icon name="chevron-right" size="xlarge" />
            </button>
          </>
        ) : null}
      </div>
    </Portal>
  );
}
