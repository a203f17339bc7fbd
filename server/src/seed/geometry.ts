/** Minimal path geometry shared by the SVG renderer and the blurhash rasteriser. */

export type Point = readonly [number, number];

type Segment =
  | { kind: 'L'; to: Point }
  | { kind: 'Q'; c: Point; to: Point }
  | { kind: 'C'; c1: Point; c2: Point; to: Point };

/** An outline made of lines and Bézier curves; closed shapes are closed implicitly. */
export class Path {
  private constructor(
    readonly start: Point,
    readonly segments: readonly Segment[],
  ) {}

  /** Starts a path at (x, y). */
  static at(x: number, y: number): Path {
    return new Path([x, y], []);
  }

  /** Straight line to (x, y). */
  l(x: number, y: number): Path {
    return new Path(this.start, [...this.segments, { kind: 'L', to: [x, y] }]);
  }

  /** Quadratic curve through control (cx, cy) to (x, y). */
  q(cx: number, cy: number, x: number, y: number): Path {
    return new Path(this.start, [...this.segments, { kind: 'Q', c: [cx, cy], to: [x, y] }]);
  }

  /** Cubic curve with controls (ax, ay), (bx, by) to (x, y). */
  c(ax: number, ay: number, bx: number, by: number, x: number, y: number): Path {
    return new Path(this.start, [...this.segments, { kind: 'C', c1: [ax, ay], c2: [bx, by], to: [x, y] }]);
  }

  /** The end point of the path. */
  get end(): Point {
    return this.segments.at(-1)?.to ?? this.start;
  }

  /** The same path travelled backwards. */
  reversed(): Path {
    const points = [this.start, ...this.segments.map((s) => s.to)];
    const segments: Segment[] = [];
    for (let i = this.segments.length - 1; i >= 0; i--) {
      const s = this.segments[i]!;
      const to = points[i]!;
      if (s.kind === 'L') segments.push({ kind: 'L', to });
      else if (s.kind === 'Q') segments.push({ kind: 'Q', c: s.c, to });
      else segments.push({ kind: 'C', c1: s.c2, c2: s.c1, to });
    }
    return new Path(this.end, segments);
  }

  /** Applies a point transform to every point and control point. */
  map(f: (p: Point) => Point): Path {
    return new Path(
      f(this.start),
      this.segments.map((s): Segment => {
        if (s.kind === 'L') return { kind: 'L', to: f(s.to) };
        if (s.kind === 'Q') return { kind: 'Q', c: f(s.c), to: f(s.to) };
        return { kind: 'C', c1: f(s.c1), c2: f(s.c2), to: f(s.to) };
      }),
    );
  }

  /** Appends another path, joined by a line if it does not start where this one ends. */
  join(other: Path): Path {
    const [ex, ey] = this.end;
    const [sx, sy] = other.start;
    const bridge: Segment[] = Math.hypot(ex - sx, ey - sy) > 0.01 ? [{ kind: 'L', to: other.start }] : [];
    return new Path(this.start, [...this.segments, ...bridge, ...other.segments]);
  }

  /** SVG path data; `closed` adds Z. */
  d(closed: boolean): string {
    const n = (v: number) => Math.round(v * 10) / 10;
    const pt = (p: Point) => `${n(p[0])} ${n(p[1])}`;
    const parts = [`M${pt(this.start)}`];
    for (const s of this.segments) {
      if (s.kind === 'L') parts.push(`L${pt(s.to)}`);
      else if (s.kind === 'Q') parts.push(`Q${pt(s.c)} ${pt(s.to)}`);
      else parts.push(`C${pt(s.c1)} ${pt(s.c2)} ${pt(s.to)}`);
    }
    return parts.join('') + (closed ? 'Z' : '');
  }

  /** The outline as a polygon, curves sampled in `steps` pieces. */
  polygon(steps = 10): Point[] {
    const out: Point[] = [this.start];
    let from = this.start;
    for (const s of this.segments) {
      if (s.kind === 'L') out.push(s.to);
      else {
        for (let i = 1; i <= steps; i++) {
          const t = i / steps;
          const u = 1 - t;
          if (s.kind === 'Q') {
            out.push([
              u * u * from[0] + 2 * u * t * s.c[0] + t * t * s.to[0],
              u * u * from[1] + 2 * u * t * s.c[1] + t * t * s.to[1],
            ]);
          } else {
            out.push([
              u * u * u * from[0] + 3 * u * u * t * s.c1[0] + 3 * u * t * t * s.c2[0] + t * t * t * s.to[0],
              u * u * u * from[1] + 3 * u * u * t * s.c1[1] + 3 * u * t * t * s.c2[1] + t * t * t * s.to[1],
            ]);
          }
        }
      }
      from = s.to;
    }
    return out;
  }
}

/** Mirrors a point across the vertical line x = axis. */
export const mirrorPoint =
  (axis = 400) =>
  (p: Point): Point => [2 * axis - p[0], p[1]];

/** Closes a right-half outline (from the centre line, around, back to it) with its mirror image. */
export function symmetric(half: Path, axis = 400): Path {
  return half.join(half.map(mirrorPoint(axis)).reversed());
}

/** The path mirrored across x = axis (for left/right details). */
export function mirrored(path: Path, axis = 400): Path {
  return path.map(mirrorPoint(axis));
}

/** A closed rectangle with rounded corners of radius r. */
export function roundedRect(x: number, y: number, w: number, h: number, r: number): Path {
  return Path.at(x + r, y)
    .l(x + w - r, y)
    .q(x + w, y, x + w, y + r)
    .l(x + w, y + h - r)
    .q(x + w, y + h, x + w - r, y + h)
    .l(x + r, y + h)
    .q(x, y + h, x, y + h - r)
    .l(x, y + r)
    .q(x, y, x + r, y);
}

/** Even-odd point-in-polygon test. */
export function insidePolygon(polygon: readonly Point[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
