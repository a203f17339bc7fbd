/**
 * The demo's drawings as the photo pipeline stores them: each drawing's SVG is the "original",
 * named by its content hash, so a seed knows every image's address without rasterising anything
 * (the server does it once per machine, on first request: features/media/drawing-photos.ts).
 */
import { contentHash, photoUrl } from '../features/media/photo-address.js';
import { colourBySlug } from './colors.js';
import { type View } from './garments/drawing.js';
import { type Drawing } from './garments/index.js';
import { renderGarmentSvg } from './garment-svg.js';

/** The width a stored image's own URL names, as the catalogue import's: `srcset` offers them all. */
export const DRAWING_PHOTO_WIDTH = 960;

/** The SVG whose rasterisings the photo pipeline stores for a drawing in a colour ('#rrggbb'). */
export function drawingPhotoSvg(drawing: Drawing, colorHex: string, view: View): string {
  return renderGarmentSvg(drawing, colorHex, view);
}

const urls = new Map<string, string>();

/** The pipeline URL of a drawing in a demo colour: `/media/photos/{content hash}/960.webp`. */
export function drawingPhotoUrl(drawing: Drawing, colourSlug: string, view: View): string {
  const key = `${drawing}|${colourSlug}|${view}`;
  let url = urls.get(key);
  if (url === undefined) {
    const colour = colourBySlug(colourSlug);
    if (colour === undefined) throw new Error(`Unknown colour: ${colourSlug}`);
    url = photoUrl(contentHash(drawingPhotoSvg(drawing, colour.hex, view)), DRAWING_PHOTO_WIDTH, 'webp');
    urls.set(key, url);
  }
  return url;
}
