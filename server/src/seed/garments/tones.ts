/** Resolves a drawing's tones against one garment colour; shared by the SVG and the rasteriser. */
import { BLACK, type Rgb, WHITE, hexToRgb, luminance, mix } from '../colors.js';
import { type Tone } from './drawing.js';

export interface ToneSet {
  tone: Record<Tone, Rgb>;
  /** Seams: darker than the fabric, or lighter on very dark fabric. */
  seam: Rgb;
  /** Topstitching thread on denim. */
  thread: Rgb;
  outline: Rgb;
}

/** Studio backdrop: warm light grey, a little darker at the edges. */
export const BACKDROP = { centre: hexToRgb('#f4f1ec'), edge: hexToRgb('#e4dfd7'), shadow: hexToRgb('#6b5d4f') } as const;

/** The tones for a garment in `hex`. */
export function tonesFor(hex: string): ToneSet {
  const base = hexToRgb(hex);
  const lum = luminance(base);
  const dark = lum < 0.18;
  return {
    tone: {
      base,
      shade: dark ? mix(base, WHITE, 0.06) : mix(base, BLACK, 0.08),
      deep: dark ? mix(base, WHITE, 0.16) : mix(base, BLACK, 0.26),
      light: mix(base, WHITE, dark ? 0.35 : 0.3),
      interior: mix(base, BLACK, dark ? 0.35 : 0.3),
      sole: hexToRgb(lum > 0.8 ? '#e9e4da' : '#f1eee8'),
      metal: hexToRgb('#b39a66'),
      leather: hexToRgb('#96673f'),
    },
    seam: dark ? mix(base, WHITE, 0.2) : mix(base, BLACK, lum > 0.7 ? 0.16 : 0.24),
    thread: hexToRgb('#c9a166'),
    outline: mix(base, BLACK, dark ? 0.3 : lum > 0.75 ? 0.14 : 0.2),
  };
}
