import { token } from '../token';

/** A decoded placeholder, or why it could not be decoded (never thrown into rendering). */
export type PlaceholderResult =
  | { readonly ok: true; readonly dataUrl: string }
  | { readonly ok: false; readonly error: string };

/** Turns an image's blurhash into something an `<img>` or CSS background can show. */
export interface PlaceholderDecoder {
  decode(hash: string, width: number, height: number): PlaceholderResult;
}
export const PLACEHOLDER_DECODER = token<PlaceholderDecoder>('PlaceholderDecoder');
