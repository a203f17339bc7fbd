import { type CSSProperties, type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { photoSrcSet } from '@/domain';
import { useClock } from '../../app/services';
import { whenIdle } from '../../app/idle';
import { isInServerDocument } from '../../app/rendering/hydrating';
import styles from './blurhash-image.module.less';

/** What a placeholder decoder answers (the application's PlaceholderResult). */
export type DecodeResult = { readonly ok: true; readonly dataUrl: string } | { readonly ok: false; readonly error: string };

/** Props of BlurhashImage. */
export interface BlurhashImageProps {
  readonly src: string;
  readonly alt: string;
  /** The image's blurhash; empty shows a neutral background. */
  readonly blurhash?: string | null;
  /** Intrinsic size: fixes the box's aspect ratio (no layout shift). */
  readonly width: number;
  readonly height: number;
  readonly sizes?: string;
  /**
   * Defaults, for an imported photograph, to its every width in WebP, offered after the same in
   * AVIF through `<picture>` (`photoSrcSet`); none for other images.
   */
  readonly srcSet?: string;
  /**
   * Turns a hash into a data URL (the app passes its PlaceholderDecoder's); never trusted not to
   * throw. While the decoder's code is loading it answers the promise of its arrival instead, and
   * the image asks again at the first idle moment after that.
   */
  readonly decode: (hash: string, width: number, height: number) => DecodeResult | PromiseLike<unknown>;
  /**
   * The page's largest image above the fold (its LCP): loaded eagerly at high priority, preloaded
   * from the head, and shown as soon as the browser paints it (no fade-in).
   */
  readonly priority?: boolean;
  /** Loaded eagerly without high priority (the other images of the first row). */
  readonly eager?: boolean;
  /** Called once the real image has loaded. */
  readonly onLoad?: () => void;
  readonly className?: string;
  readonly imgClassName?: string;
}

// Placeholders are decoded small and stretched: a blur needs few pixels.
const DECODE_WIDTH = 32;

/** A decode answer that is the promise of the decoder's arrival. */
const isArrival = (answer: DecodeResult | PromiseLike<unknown>): answer is PromiseLike<unknown> => 'then' in answer;

/**
 * Decodes a hash without ever throwing (exported for tests): the placeholder's data URL, null when
 * there is none, or the promise of the decoder's arrival.
 */
export function safeDecode(decode: BlurhashImageProps['decode'], hash: string | null | undefined, width: number, height: number): string | null | PromiseLike<unknown> {
  if (!hash) return null;
  try {
    const w = DECODE_WIDTH;
    const h = Math.max(1, Math.round((DECODE_WIDTH * height) / Math.max(width, 1)));
    const result = decode(hash, w, h);
    if (isArrival(result)) return result;
    return result.ok ? result.dataUrl : null;
  } catch {
    return null;
  }
}

/** Whether an image has loaded already (a server-rendered one often has, before any load event is listened for). */
const isComplete = (element: HTMLImageElement | null): boolean => Boolean(element?.complete && element.naturalWidth > 0);

/**
 * Decodes the placeholder when the main thread is idle, unless the image is there already (a
 * server-rendered image often is, and then no load event will come: `onComplete` says so). No
 * decoding ever delays the first paint or hydration.
 */
function usePlaceholder(
  image: RefObject<HTMLImageElement | null>,
  { src, decode, hash, width, height }: { src: string; decode: BlurhashImageProps['decode']; hash: string | null | undefined; width: number; height: number },
  onComplete: () => void,
): string | null {
  const [placeholder, setPlaceholder] = useState<string | null>(null);
  const completed = useRef(onComplete);
  completed.current = onComplete;
  const { scheduler } = useClock();
  useEffect(() => {
    // In a transition: a listing's images, there at hydration, re-rendered in one task otherwise.
    if (isComplete(image.current)) startTransition(() => completed.current());
  }, [image, src]);
  useEffect(() => {
    if (!hash || isComplete(image.current)) return undefined;
    let active = true;
    let cancelIdle = (): void => undefined;
    const attempt = (): void => {
      const answer = safeDecode(decode, hash, width, height);
      if (answer === null || typeof answer === 'string') {
        setPlaceholder(answer);
        return;
      }
      // The decoder's code is loading: decoded at the first idle moment after it arrives, unless the
      // image got there first. A chunk that fails to load leaves the neutral background.
      answer.then(
        () => {
          if (active && !isComplete(image.current)) cancelIdle = whenIdle(attempt, scheduler);
        },
        () => undefined,
      );
    };
    cancelIdle = whenIdle(attempt, scheduler);
    return () => {
      active = false;
      cancelIdle();
    };
  }, [image, src, decode, hash, width, height, scheduler]);
  return placeholder;
}

/** A lazy, responsive image in a fixed-ratio box, over its blurhash placeholder until it loads. */
export function BlurhashImage({
  src,
  alt,
  blurhash,
  width,
  height,
  sizes,
  srcSet: givenSrcSet,
  decode,
  priority = false,
  eager = false,
  onLoad,
  className,
  imgClassName,
}: BlurhashImageProps) {
  const srcSet = givenSrcSet ?? photoSrcSet(src);
  const avifSrcSet = givenSrcSet === undefined ? photoSrcSet(src, 'avif') : undefined;
  const [loaded, setLoaded] = useState(false);
  const [loadedSrc, setLoadedSrc] = useState(src);
  if (loadedSrc !== src) {
    setLoadedSrc(src);
    setLoaded(false);
  }
  // An image of the server's document shows as it arrives, script or not: on a slow phone the page
  // hydrates seconds after its photographs load, and fading them in only then would hide them
  // until it does (and animate every card's layer while it hydrates). Images mounted later fade in.
  const [inServerDocument] = useState(isInServerDocument);
  const image = useRef<HTMLImageElement>(null);
  const markLoaded = (): void => {
    setLoaded(true);
    onLoad?.();
  };
  const placeholder = usePlaceholder(image, { src, decode, hash: blurhash, width, height }, markLoaded);
  // In the head before the image's own tag is parsed (hoisted by React, on the server too).
  // A photograph's preload names its AVIF widths: every browser that can show AVIF (the ones that
  // would pick it from the <picture>) fetches the same file the image then uses.
  if (priority) {
    const set = avifSrcSet ? { imageSrcSet: avifSrcSet, imageSizes: sizes, type: 'image/avif' } : srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {};
    preload(src, { as: 'image', fetchPriority: 'high', ...set });
  }
  const style: CSSProperties = {
    aspectRatio: `${width} / ${height}`,
    ...(placeholder && !loaded ? { backgroundImage: `url("${placeholder}")` } : {}),
  };
  const img = (
    <img
      ref={image}
      className={[styles.image, imgClassName].filter(Boolean).join(' ')}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      // The LCP image shows as it paints: a fade from opacity 0 would delay the paint that counts.
      data-shown={loaded || priority || inServerDocument}
      onLoad={markLoaded}
    />
  );
  return (
    <span
      className={[styles.box, className].filter(Boolean).join(' ')}
      style={style}
      data-state={loaded ? 'loaded' : placeholder ? 'placeholder' : 'empty'}
    >
      {avifSrcSet ? (
        <picture>
          <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}
