import { type CSSProperties, useMemo, useState } from 'react';
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
  readonly srcSet?: string;
  /** Turns a hash into a data URL (the app passes its PlaceholderDecoder); never trusted not to throw. */
  readonly decode: (hash: string, width: number, height: number) => DecodeResult;
  /** Load eagerly (the first images above the fold). */
  readonly priority?: boolean;
  /** Called once the real image has loaded. */
  readonly onLoad?: () => void;
  readonly className?: string;
  readonly imgClassName?: string;
}

// Placeholders are decoded small and stretched: a blur needs few pixels.
const DECODE_WIDTH = 32;

/** Decodes a hash without ever throwing (exported for tests). */
export function safeDecode(decode: BlurhashImageProps['decode'], hash: string | null | undefined, width: number, height: number): string | null {
  if (!hash) return null;
  try {
    const w = DECODE_WIDTH;
    const h = Math.max(1, Math.round((DECODE_WIDTH * height) / Math.max(width, 1)));
    const result = decode(hash, w, h);
    return result.ok ? result.dataUrl : null;
  } catch {
    return null;
  }
}

/** A lazy, responsive image in a fixed-ratio box, over its blurhash placeholder until it loads. */
export function BlurhashImage({
  src,
  alt,
  blurhash,
  width,
  height,
  sizes,
  srcSet,
  decode,
  priority = false,
  onLoad,
  className,
  imgClassName,
}: BlurhashImageProps) {
  const [loaded, setLoaded] = useState(false);
  const [loadedSrc, setLoadedSrc] = useState(src);
  if (loadedSrc !== src) {
    setLoadedSrc(src);
    setLoaded(false);
  }
  const placeholder = useMemo(() => safeDecode(decode, blurhash, width, height), [decode, blurhash, width, height]);
  const style: CSSProperties = {
    aspectRatio: `${width} / ${height}`,
    ...(placeholder && !loaded ? { backgroundImage: `url("${placeholder}")` } : {}),
  };
  return (
    <span
      className={[styles.box, className].filter(Boolean).join(' ')}
      style={style}
      data-state={loaded ? 'loaded' : placeholder ? 'placeholder' : 'empty'}
    >
      <img
        className={[styles.image, imgClassName].filter(Boolean).join(' ')}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        data-loaded={loaded}
        onLoad={() => {
          setLoaded(true);
          onLoad?.();
        }}
      />
    </span>
  );
}
