import { decode, isBlurhashValid } from 'blurhash';
import type { PlaceholderDecoder, PlaceholderResult } from '@/application';

/** Reasons a placeholder cannot be decoded (spec §8: "string too short; length mismatch"). */
export const PLACEHOLDER_ERRORS = {
  tooShort: 'string too short',
  lengthMismatch: 'length mismatch',
  invalidSize: 'invalid size',
  noCanvas: 'no canvas 2D context',
} as const;

/** Most decoded placeholders kept; a listing shows a few dozen at a time. */
export const PLACEHOLDER_CACHE_SIZE = 200;

/** Creates the canvas the pixels are drawn on; injectable because happy-dom has no 2D context. */
export type CanvasFactory = () => Pick<HTMLCanvasElement, 'width' | 'height' | 'getContext' | 'toDataURL'>;

/** Blurhash placeholders through the `blurhash` package, drawn to a PNG data URL; errors are results, never thrown. */
export class BlurhashPlaceholderDecoder implements PlaceholderDecoder {
  private readonly cache = new Map<string, PlaceholderResult>();

  constructor(private readonly createCanvas: CanvasFactory = () => document.createElement('canvas')) {}

  decode(hash: string, width: number, height: number): PlaceholderResult {
    const key = `${hash}|${width}|${height}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.decodeUncached(hash, width, height);
    // Insertion order makes the Map a simple first-in, first-out cache.
    if (this.cache.size >= PLACEHOLDER_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, result);
    return result;
  }

  private decodeUncached(hash: string, width: number, height: number): PlaceholderResult {
    if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
      return { ok: false, error: `${PLACEHOLDER_ERRORS.invalidSize}: ${width}×${height}` };
    }
    const validity = isBlurhashValid(hash);
    if (!validity.result) return { ok: false, error: reason(validity.errorReason) };
    try {
      const pixels = decode(hash, width, height);
      const canvas = this.createCanvas();
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return { ok: false, error: PLACEHOLDER_ERRORS.noCanvas };
      const image = context.createImageData(width, height);
      image.data.set(pixels);
      context.putImageData(image, 0, 0);
      return { ok: true, dataUrl: canvas.toDataURL('image/png') };
    } catch (error) {
      return { ok: false, error: reason(error instanceof Error ? error.message : String(error)) };
    }
  }
}

// The package's messages, named as the spec names them, with the package's detail kept after a colon.
function reason(message: string | undefined): string {
  const detail = message ?? 'invalid blurhash';
  if (/at least 6 characters/i.test(detail)) return `${PLACEHOLDER_ERRORS.tooShort}: ${detail}`;
  if (/length mismatch/i.test(detail)) return `${PLACEHOLDER_ERRORS.lengthMismatch}: ${detail}`;
  return detail;
}
