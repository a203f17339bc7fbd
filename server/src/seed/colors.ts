/** The colour palette of the catalogue and small colour arithmetic for shading. */

export interface Colour {
  slug: string;
  name: string;
  hex: string;
}

/** Every colour a product may come in; slugs appear in image URLs. */
export const COLOURS: readonly Colour[] = [
  { slug: 'black', name: 'Black', hex: '#1f1f20' },
  { slug: 'off-white', name: 'Off-White', hex: '#f3f0ea' },
  { slug: 'ecru', name: 'Ecru', hex: '#e6dcc8' },
  { slug: 'sand', name: 'Sand', hex: '#d4c2a2' },
  { slug: 'camel', name: 'Camel', hex: '#b58657' },
  { slug: 'chocolate', name: 'Chocolate', hex: '#5a3c2c' },
  { slug: 'olive', name: 'Olive', hex: '#66673f' },
  { slug: 'khaki', name: 'Khaki', hex: '#9b9070' },
  { slug: 'sage', name: 'Sage', hex: '#a5b19c' },
  { slug: 'forest', name: 'Forest Green', hex: '#2f4a3b' },
  { slug: 'navy', name: 'Navy', hex: '#1f2a43' },
  { slug: 'indigo', name: 'Indigo Denim', hex: '#2e4060' },
  { slug: 'mid-blue', name: 'Mid-Blue Denim', hex: '#5b7596' },
  { slug: 'light-blue', name: 'Light-Blue Denim', hex: '#93a9c2' },
  { slug: 'sky', name: 'Sky Blue', hex: '#b3c9dc' },
  { slug: 'grey-marl', name: 'Grey Marl', hex: '#a9a6a1' },
  { slug: 'charcoal', name: 'Charcoal', hex: '#3c3c3f' },
  { slug: 'burgundy', name: 'Burgundy', hex: '#672533' },
  { slug: 'terracotta', name: 'Terracotta', hex: '#b45f3e' },
  { slug: 'rust', name: 'Rust', hex: '#9d4d2b' },
  { slug: 'blush', name: 'Blush', hex: '#e3c3b8' },
  { slug: 'lilac', name: 'Lilac', hex: '#b9abc8' },
  { slug: 'mustard', name: 'Mustard', hex: '#c69f3f' },
  { slug: 'cream', name: 'Cream', hex: '#efe6d2' },
  { slug: 'red', name: 'Red', hex: '#a8292f' },
  { slug: 'cobalt', name: 'Cobalt', hex: '#2f4e9c' },
];

const bySlug = new Map(COLOURS.map((c) => [c.slug, c]));

/** The colour with this slug, or undefined. */
export function colourBySlug(slug: string): Colour | undefined {
  return bySlug.get(slug);
}

export type Rgb = readonly [number, number, number];

/** '#rrggbb' to [r, g, b]. */
export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const v = parseInt(m[1]!, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** [r, g, b] to '#rrggbb'. */
export function rgbToHex([r, g, b]: Rgb): string {
  const h = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Linear mix of a towards b by t (0…1). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
