/** Rasterises a garment view coarsely (silhouette, panels, shadow, light) for blurhash encoding. */
import { BLACK, type Rgb, WHITE, mix } from './colors.js';
import { type Point, insidePolygon } from './geometry.js';
import { type Tone, type View } from './garments/drawing.js';
import { type Drawing, GARMENT_DRAWINGS, mirrorsBack } from './garments/index.js';
import { BACKDROP, tonesFor } from './garments/tones.js';

interface Shapes {
  body: Point[][];
  panels: { polygon: Point[]; tone: Tone }[];
  straps: { polyline: Point[]; half: number; tone: Tone; behind: boolean }[];
}

const shapeCache = new Map<string, Shapes>();

function shapesFor(garment: Drawing, view: View): Shapes {
  const key = `${garment}|${view}`;
  let shapes = shapeCache.get(key);
  if (!shapes) {
    const d = GARMENT_DRAWINGS[garment](view);
    shapes = {
      body: d.body.map((p) => p.polygon(8)),
      panels: (d.panels ?? []).map((p) => ({ polygon: p.path.polygon(8), tone: p.tone })),
      straps: (d.straps ?? []).map((s) => ({ polyline: s.path.polygon(8), half: s.width / 2, tone: s.tone, behind: s.behind ?? false })),
    };
    shapeCache.set(key, shapes);
  }
  return shapes;
}

function nearPolyline(line: readonly Point[], x: number, y: number, r: number): boolean {
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!;
    const [bx, by] = line[i]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    if (Math.hypot(ax + t * dx - x, ay + t * dy - y) <= r) return true;
  }
  return false;
}

/** What one sample point shows, independent of the garment colour. */
interface Sample {
  /** The fabric tone there, or null for the backdrop. */
  tone: Tone | null;
  shadow: boolean;
  /** Backdrop vignette, 0 (centre) to 1 (edge). */
  vignette: number;
  /** Position along the light gradient, 0 (top left) to 1 (bottom right). */
  light: number;
}

const SUBSAMPLES = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
] as const;

const sampleCache = new Map<string, Sample[]>();

/** Classifies every sub-sample of a width×height grid once per garment view (the slow part). */
function samplesFor(garment: Drawing, view: View, width: number, height: number): Sample[] {
  const key = `${garment}|${view}|${width}x${height}`;
  const cached = sampleCache.get(key);
  if (cached) return cached;
  const shapes = shapesFor(garment, view);
  const flip = view === 'back' && mirrorsBack(garment);
  const inBody = (x: number, y: number) => shapes.body.some((p) => insidePolygon(p, x, y));
  const classify = (sx: number, y: number): Sample => {
    const x = flip ? 800 - sx : sx;
    let tone: Tone | null = null;
    for (const s of shapes.straps) if (s.behind && nearPolyline(s.polyline, x, y, s.half)) tone = s.tone;
    if (inBody(x, y)) {
      tone = 'base';
      for (const p of shapes.panels) if (insidePolygon(p.polygon, x, y)) tone = p.tone;
    }
    for (const s of shapes.straps) if (!s.behind && nearPolyline(s.polyline, x, y, s.half)) tone = s.tone;
    return {
      tone,
      shadow: tone === null && inBody(x - (flip ? -10 : 10), y - 16),
      vignette: Math.min(1, Math.hypot(sx - 400, y - 420) / 640),
      light: (sx / 800 + y / 1000) / 2,
    };
  };
  const samples: Sample[] = [];
  const cw = 800 / width;
  const ch = 1000 / height;
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      for (const [ox, oy] of SUBSAMPLES) samples.push(classify((i + ox) * cw, (j + oy) * ch));
    }
  }
  sampleCache.set(key, samples);
  return samples;
}

/** RGBA pixels of a width×height rendering of the 800×1000 image. */
export function rasterise(garment: Drawing, colorHex: string, view: View, width = 32, height = 40): Uint8ClampedArray {
  const tones = tonesFor(colorHex).tone;
  const samples = samplesFor(garment, view, width, height);
  const colourOf = (s: Sample): Rgb => {
    if (s.tone === null) {
      const bg = mix(BACKDROP.centre, BACKDROP.edge, s.vignette);
      return s.shadow ? mix(bg, BACKDROP.shadow, 0.2) : bg;
    }
    const c = tones[s.tone];
    return s.light < 0.5 ? mix(c, WHITE, 0.16 * (1 - 2 * s.light)) : mix(c, BLACK, 0.14 * (2 * s.light - 1));
  };
  const out = new Uint8ClampedArray(width * height * 4);
  const n = SUBSAMPLES.length;
  for (let p = 0; p < width * height; p++) {
    let r = 0;
    let g = 0;
    let b = 0;
    for (let k = 0; k < n; k++) {
      const c = colourOf(samples[p * n + k]!);
      r += c[0];
      g += c[1];
      b += c[2];
    }
    out[p * 4] = r / n;
    out[p * 4 + 1] = g / n;
    out[p * 4 + 2] = b / n;
    out[p * 4 + 3] = 255;
  }
  return out;
}
