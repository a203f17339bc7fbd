/** Renders studio flat-lay product images of garments as SVG. */
import { luminance, rgbToHex as hex } from './colors.js';
import { type GarmentDrawing, type View } from './garments/drawing.js';
import { type Drawing, GARMENT_DRAWINGS, isDrawing, mirrorsBack } from './garments/index.js';
import { BACKDROP, tonesFor } from './garments/tones.js';

export { type Drawing, GARMENTS, type Garment, isDrawing, isGarment } from './garments/index.js';
export type { View } from './garments/drawing.js';

/** Public URL of a product image, served by the reference server's media route. */
export function productImageUrl(garment: Drawing, colorSlug: string, view: View): string {
  return `/media/products/${garment}/${colorSlug}.svg?view=${view}`;
}

/** A complete 800×1000 SVG document for one garment view in one colour ('#rrggbb'). */
export function renderGarmentSvg(garment: Drawing, colorHex: string, view: View): string {
  // Called with raw URL segments by the media route: unknown input must throw, never draw.
  if (!isDrawing(garment)) throw new Error(`Unknown garment: ${String(garment)}`);
  if (view !== 'front' && view !== 'back') throw new Error(`Unknown view: ${String(view)}`);
  const drawing = GARMENT_DRAWINGS[garment](view);
  return svgFor(drawing, colorHex, mirrorsBack(garment) && view === 'back');
}

function svgFor(d: GarmentDrawing, colorHex: string, flip: boolean): string {
  const t = tonesFor(colorHex);
  const bodyD = d.body.map((p) => p.d(true)).join('');
  const stitch = d.stitchTone === 'thread' ? t.thread : t.seam;
  const toneHex = (tone: keyof typeof t.tone) => hex(t.tone[tone]);
  // Folds read as grime on pale fabric, so they fade with lightness.
  const foldOpacity = luminance(t.tone.base) > 0.7 ? 0.035 : 0.06;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000">`,
    '<defs>',
    `<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${hex(BACKDROP.centre)}"/><stop offset="1" stop-color="${hex(BACKDROP.edge)}"/></radialGradient>`,
    '<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>',
    '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>',
    '<filter id="fold" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>',
    `<clipPath id="body"><path d="${bodyD}"/></clipPath>`,
    '<pattern id="knit" width="12" height="14" patternUnits="userSpaceOnUse"><path d="M0 0L6 8L12 0M0 7L6 15L12 7" fill="none" stroke="#000" stroke-opacity="0.07" stroke-width="1.4"/></pattern>',
    '<pattern id="rib" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M2 0V8" stroke="#000" stroke-opacity="0.16" stroke-width="2"/></pattern>',
    '<pattern id="twill" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0V7" stroke="#fff" stroke-opacity="0.07" stroke-width="2"/></pattern>',
    '</defs>',
    '<rect width="800" height="1000" fill="url(#bg)"/>',
  );
  out.push(flip ? '<g transform="translate(800 0) scale(-1 1)">' : '<g>');
  out.push(`<path d="${bodyD}" transform="translate(10 16)" fill="${hex(BACKDROP.shadow)}" fill-opacity="0.28" filter="url(#soft)"/>`);
  for (const s of d.straps ?? []) {
    if (s.behind) out.push(strap(s.path.d(false), s.width, toneHex(s.tone), hex(t.outline), true));
  }
  out.push(`<path d="${bodyD}" fill="${toneHex('base')}"/>`);
  out.push('<g clip-path="url(#body)">');
  if (d.texture === 'knit') out.push('<rect width="800" height="1000" fill="url(#knit)"/>');
  if (d.texture === 'twill') out.push('<rect width="800" height="1000" fill="url(#twill)"/>');
  for (const p of d.panels ?? []) {
    const pd = p.path.d(true);
    out.push(`<path d="${pd}" fill="${toneHex(p.tone)}"/>`);
    if (p.rib) out.push(`<path d="${pd}" fill="url(#rib)"/>`);
    out.push(`<path d="${pd}" fill="none" stroke="${hex(t.seam)}" stroke-opacity="0.55" stroke-width="1.5"/>`);
  }
  for (const f of d.folds ?? []) {
    out.push(`<path d="${f.d(false)}" fill="none" stroke="#000" stroke-opacity="${foldOpacity}" stroke-width="28" stroke-linecap="round" filter="url(#fold)"/>`);
  }
  out.push('<rect width="800" height="1000" fill="url(#light)"/>');
  out.push('</g>');
  for (const l of d.lines ?? []) {
    const colour = l.tone ? toneHex(l.tone) : l.dashed ? hex(stitch) : hex(t.seam);
    const dash = l.dashed ? ' stroke-dasharray="7 5"' : '';
    const opacity = l.dashed ? 0.85 : 0.75;
    out.push(
      `<path d="${l.path.d(l.closed ?? false)}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${l.width ?? (l.dashed ? 1.6 : 2)}" stroke-linecap="round" stroke-linejoin="round"${dash}/>`,
    );
  }
  for (const s of d.straps ?? []) {
    if (!s.behind) out.push(strap(s.path.d(false), s.width, toneHex(s.tone), hex(t.outline), false));
  }
  for (const dot of d.dots ?? []) {
    out.push(
      `<circle cx="${dot.x}" cy="${dot.y}" r="${dot.r}" fill="${toneHex(dot.tone)}" stroke="${hex(t.outline)}" stroke-opacity="0.6" stroke-width="1.2"/>`,
    );
  }
  out.push(`<path d="${bodyD}" fill="none" stroke="${hex(t.outline)}" stroke-opacity="0.5" stroke-width="1.5" stroke-linejoin="round"/>`);
  out.push('</g></svg>');
  return out.join('');
}

function strap(d: string, width: number, fill: string, outline: string, shadow: boolean): string {
  const under = `<path d="${d}" fill="none" stroke="${outline}" stroke-opacity="0.55" stroke-width="${width + 3}" stroke-linecap="round"/>`;
  const shade = shadow
    ? `<path d="${d}" transform="translate(8 12)" fill="none" stroke="${hex(BACKDROP.shadow)}" stroke-opacity="0.22" stroke-width="${width}" filter="url(#soft)"/>`
    : '';
  return `${shade}${under}<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round"/>`;
}
