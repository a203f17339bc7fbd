/**
 * Imported photographs are served at a few widths in AVIF and WebP under their content hash
 * (`/media/photos/{hash}/{width}.{avif|webp}`, DESIGN.md "A merchant's data"): from one of those
 * URLs a page can offer the browser every width and let it pick by screen and layout.
 */

/** The widths every photograph is stored at (a narrower original is kept at its own size under each). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1600] as const;

/** The one width also kept as a JPEG, for e-mail (mail clients do not all show AVIF or WebP): a 72 px thumbnail on a 3x screen. */
export const MAIL_PHOTO_WIDTH = 320;

/** An imported photograph's JPEG for e-mail, or undefined for an image that is not one. */
export function mailPhotoUrl(url: string): string | undefined {
  const folder = PHOTO_URL.exec(url)?.[1];
  return folder === undefined ? undefined : `${folder}${MAIL_PHOTO_WIDTH}.jpg`;
}

/** The formats each width is stored in. */
export type PhotoFormat = 'avif' | 'webp';

const PHOTO_URL = /^(\/media\/photos\/[0-9a-f]{24}\/)\d{2,4}\.(?:avif|webp)$/;

/** A photograph's `srcset` in one format, or undefined for an image that is not an imported photograph (a drawing, a banner). */
export function photoSrcSet(url: string, format: PhotoFormat = 'webp'): string | undefined {
  const folder = PHOTO_URL.exec(url)?.[1];
  return folder === undefined ? undefined : PHOTO_WIDTHS.map((width) => `${folder}${width}.${format} ${width}w`).join(', ');
}
