/** The vector description of one garment view, consumed by the SVG renderer and the rasteriser. */
import { type Path } from '../geometry.js';

export type View = 'front' | 'back';

/** Colour roles, resolved against the garment colour when drawing. */
export type Tone = 'base' | 'shade' | 'deep' | 'light' | 'interior' | 'sole' | 'metal' | 'leather';

/** A filled area on top of the silhouette (lining, cuffs, soles, patches). */
export interface Panel {
  path: Path;
  tone: Tone;
  /** Rib-knit texture inside the panel. */
  rib?: boolean;
}

/** A seam (solid) or topstitch (dashed) line. */
export interface Line {
  path: Path;
  dashed?: boolean;
  closed?: boolean;
  width?: number;
  tone?: Tone;
}

/** A button, rivet or eyelet. */
export interface Dot {
  x: number;
  y: number;
  r: number;
  tone: Tone;
}

export interface GarmentDrawing {
  /** Closed outlines of the silhouette, filled with the garment colour. */
  body: Path[];
  panels?: Panel[];
  lines?: Line[];
  dots?: Dot[];
  /** Soft shading strokes suggesting folds of fabric. */
  folds?: Path[];
  /** Thick strokes in a tone, such as bag handles and laces. */
  straps?: { path: Path; width: number; tone: Tone; behind?: boolean }[];
  texture?: 'knit' | 'twill' | 'none';
  /** Tone of the dashed topstitching (gold thread on denim). */
  stitchTone?: Tone | 'thread';
}

/** Draws one view of a garment. */
export type GarmentDraw = (view: View) => GarmentDrawing;
