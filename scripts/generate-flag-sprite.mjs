#!/usr/bin/env node
// Generates the one flag sprite the storefront serves (spec §2, §9): simple, recognisable flat
// flags for the ISO 3166-1 codes of the countries migration (sorted by English name), in a grid of 42 × 30 px cells,
// plus the code → cell index map the country dropdown positions it with. The sprite is media: the
// server serves it at /media/flags/flags.{content hash}.svg, cached for a year (spec §7), and the
// index names that URL, so a new sprite is a new URL.
// Common flags are drawn from stripes, crosses, circles and stars; the rest get a neutral cell
// with the alpha-2 letters. No artwork is copied.
// Usage: node scripts/generate-flag-sprite.mjs
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src/ui/components/country-dropdown');
// Where the server reads the sprite from (server/src/features/media/flag-sprite.ts).
const spriteFile = join(root, 'server/src/features/media/flags.svg');
const W = 42; // FLAG_CELL_WIDTH_PX
const H = 30; // FLAG_CELL_HEIGHT_PX
const COLUMNS = 16;

const table = readFileSync(join(root, 'server/src/db/migrations/0002_countries.ts'), 'utf8');
const codes = [...table.matchAll(/\['([A-Z]{2})', '[A-Z]{3}', '\d{3}', "([^"]+)"\]/g)]
  .sort((a, b) => a[2].localeCompare(b[2], 'en'))
  .map((m) => m[1]);
if (codes.length < 240) throw new Error(`Expected the ISO table, found ${codes.length} codes`);

// ---------------------------------------------------------------- primitives
const f = (n) => Number(n.toFixed(2));
const rect = (x, y, w, h, c) => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${c}"/>`;
const circle = (cx, cy, r, c) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c}"/>`;
const poly = (pts, c) => `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${c}"/>`;
const line = (x1, y1, x2, y2, c, w) =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${c}" stroke-width="${f(w)}"/>`;
const bands = (colors, weights, horizontal) => {
  const ws = weights ?? colors.map(() => 1);
  const total = ws.reduce((a, b) => a + b, 0);
  let at = 0;
  return colors
    .map((c, i) => {
      const size = ((horizontal ? H : W) * ws[i]) / total;
      const r = horizontal ? rect(0, at, W, size + 0.01, c) : rect(at, 0, size + 0.01, H, c);
      at += size;
      return r;
    })
    .join('');
};
const h = (colors, weights) => bands(colors, weights, true);
const v = (colors, weights) => bands(colors, weights, false);
const fill = (c) => rect(0, 0, W, H, c);
const star = (cx, cy, r, c, points = 5, inner = 0.382) => {
  const pts = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? r : r * inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    pts.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
  }
  return poly(pts, c);
};
const nordic = (bg, cross, inner) =>
  fill(bg) +
  rect(11, 0, 8, H, cross) +
  rect(0, 11, W, 8, cross) +
  (inner ? rect(13, 0, 4, H, inner) + rect(0, 13, W, 4, inner) : '');
const hoist = (c, depth = 15) => poly([[0, 0], [depth, H / 2], [0, H]], c);
const crescent = (cx, cy, r, c, bg, shift = 0.3) => circle(cx, cy, r, c) + circle(cx + r * shift, cy, r * 0.82, bg);
const union = (scale = 1) => {
  // A simplified union flag in a W×H box, scaled from the top-left.
  const s = (n) => n * scale;
  return (
    rect(0, 0, s(W), s(H), '#012169') +
    line(0, 0, s(W), s(H), '#fff', s(6)) +
    line(s(W), 0, 0, s(H), '#fff', s(6)) +
    line(0, 0, s(W), s(H), '#c8102e', s(2)) +
    line(s(W), 0, 0, s(H), '#c8102e', s(2)) +
    rect(s(W / 2 - 5), 0, s(10), s(H), '#fff') +
    rect(0, s(H / 2 - 5), s(W), s(10), '#fff') +
    rect(s(W / 2 - 3), 0, s(6), s(H), '#c8102e') +
    rect(0, s(H / 2 - 3), s(W), s(6), '#c8102e')
  );
};
const stripes = (n, a, b) => Array.from({ length: n }, (_, i) => rect(0, (H * i) / n, W, H / n + 0.01, i % 2 ? b : a)).join('');

// ---------------------------------------------------------------- colours
const red = '#ce1126';
const white = '#ffffff';
const green = '#007a3d';
const black = '#000000';
const gold = '#fcd116';

// ---------------------------------------------------------------- flags
const FLAGS = {
  LB:
    h(['#ed1c24', white, '#ed1c24'], [1, 2, 1]) +
    poly([[21, 8.5], [26.5, 15], [15.5, 15]], '#00a651') +
    poly([[21, 11.5], [28, 19], [14, 19]], '#00a651') +
    poly([[21, 15], [29.5, 21], [12.5, 21]], '#00a651') +
    rect(20.2, 20.5, 1.6, 1.8, '#00a651'),
  FR: v(['#0055a4', white, '#ef4135']),
  IT: v(['#009246', white, '#ce2b37']),
  IE: v(['#169b62', white, '#ff883e']),
  BE: v([black, '#fdda24', '#ef3340']),
  RO: v(['#002b7f', gold, red]),
  TD: v(['#002664', '#fecb00', '#c60c30']),
  ML: v(['#14b53a', gold, red]),
  GN: v([red, gold, '#009460']),
  CI: v(['#f77f00', white, '#009e60']),
  NG: v(['#008751', white, '#008751']),
  PE: v(['#d91023', white, '#d91023']),
  MX: v(['#006847', white, '#ce1126']) + circle(21, 15, 3.2, '#8c6239'),
  CA: v(['#d52b1e', white, '#d52b1e'], [1, 2, 1]) + star(21, 15.5, 7, '#d52b1e', 11, 0.55) + rect(20.4, 18, 1.2, 5, '#d52b1e'),
  SN: v(['#00853f', '#fdef42', '#e31b23']) + star(21, 15.5, 4.5, '#00853f'),
  CM: v(['#007a5e', '#ce1126', '#fcd116']) + star(21, 15.5, 4.5, '#fcd116'),
  MT: v([white, '#cf142b']),
  DE: h([black, '#dd0000', '#ffce00']),
  NL: h(['#ae1c28', white, '#21468b']),
  RU: h([white, '#0039a6', '#d52b1e']),
  AT: h(['#ed2939', white, '#ed2939']),
  HU: h(['#ce2939', white, '#477050']),
  BG: h([white, '#00966e', '#d62612']),
  EE: h(['#0072ce', black, white]),
  LT: h(['#fdb913', '#006a44', '#c1272d']),
  LU: h(['#ed2939', white, '#00a1de']),
  YE: h([red, white, black]),
  AM: h(['#d90012', '#0033a0', '#f2a800']),
  GA: h(['#009e60', gold, '#3a75c4']),
  SL: h(['#1eb53a', white, '#0072c6']),
  IQ: h([red, white, black]) + rect(14, 13.4, 14, 3.2, green),
  EG: h([red, white, black]) + rect(19, 12, 4, 6, '#c09300'),
  SY: h([red, white, black]) + star(14.5, 15, 3.2, green) + star(27.5, 15, 3.2, green),
  CO: h(['#fcd116', '#003893', '#ce1126'], [2, 1, 1]),
  EC: h(['#ffdd00', '#034ea2', '#ed1c24'], [2, 1, 1]) + circle(21, 15, 3.5, '#8c6239'),
  VE: h(['#ffcc00', '#00247d', '#cf142b']) + star(21, 15, 2, white),
  UA: h(['#0057b7', '#ffd700']),
  PL: h([white, '#dc143c']),
  ID: h(['#ff0000', white]),
  MC: h(['#ce1126', white]),
  LV: h(['#9e3039', white, '#9e3039'], [2, 1, 2]),
  BO: h(['#d52b1e', '#f9e300', '#007934']),
  GH: h([red, gold, '#006b3f']) + star(21, 15, 4.5, black),
  ET: h(['#078930', '#fcdd09', '#da121a']) + circle(21, 15, 6, '#0f47af') + star(21, 15.3, 4.5, '#fcdd09'),
  IR: h(['#239f40', white, '#da0000']) + circle(21, 15, 3, '#da0000') + circle(21, 15, 2, white),
  IN: h(['#ff9933', white, '#138808']) + circle(21, 15, 3.6, '#000080') + circle(21, 15, 2.8, white) + circle(21, 15, 0.9, '#000080'),
  ES: h(['#aa151b', '#f1bf00', '#aa151b'], [1, 2, 1]) + rect(10, 11, 5, 8, '#aa151b'),
  TH: h(['#a51931', white, '#2d2a4a', white, '#a51931'], [1, 1, 2, 1, 1]),
  CR: h(['#002b7f', white, '#ce1126', white, '#002b7f'], [1, 1, 2, 1, 1]),
  AR: h(['#74acdf', white, '#74acdf']) + circle(21, 15, 3, '#f6b40e'),
  UY: stripes(9, white, '#0038a8') + rect(0, 0, 16, 16.7, white) + circle(8, 8.3, 4, '#fcd116'),
  HN: h(['#0073cf', white, '#0073cf']) + star(21, 15, 2, '#0073cf'),
  SV: h(['#0047ab', white, '#0047ab']) + circle(21, 15, 2.5, '#c09300'),
  NI: h(['#0067c6', white, '#0067c6']) + circle(21, 15, 2.5, '#c09300'),
  GT: v(['#4997d0', white, '#4997d0']) + circle(21, 15, 3, '#6c9a3b'),
  KE: h([black, white, '#bb0000', white, '#006600'], [6, 1, 6, 1, 6]) + poly([[21, 6], [25, 15], [21, 24], [17, 15]], '#bb0000'),
  HR: h(['#ff0000', white, '#171796']) + rect(17, 8, 8, 10, '#ff0000') + rect(17, 8, 4, 5, white) + rect(21, 13, 4, 5, white),
  RS: h(['#c6363c', '#0c4076', white]) + rect(11, 7, 7, 11, '#c6363c'),
  SI: h([white, '#0000ff', '#ff0000']) + rect(9, 5, 7, 10, '#0000ff'),
  SK: h([white, '#0b4ea2', '#ee1c25']) + rect(9, 7, 10, 14, '#ee1c25'),
  DK: nordic('#c8102e', white),
  SE: nordic('#006aa7', '#fecc00'),
  NO: nordic('#ba0c2f', white, '#00205b'),
  FI: nordic(white, '#002f6c'),
  IS: nordic('#02529c', white, '#dc1e35'),
  FO: nordic(white, '#0065bd', '#ef303e'),
  AX: nordic('#0053a5', '#ffce00', '#d21034'),
  JP: fill(white) + circle(21, 15, 9, '#bc002d'),
  BD: fill('#006a4e') + circle(19, 15, 8, '#f42a41'),
  PW: fill('#4aadd6') + circle(18, 15, 7.5, '#ffde00'),
  LA: h(['#ce1126', '#002868', '#ce1126'], [1, 2, 1]) + circle(21, 15, 6, white),
  KR:
    fill(white) +
    circle(21, 15, 7, '#0047a0') +
    `<path d="M14 15a7 7 0 0 1 14 0a3.5 3.5 0 0 1-7 0a3.5 3.5 0 0 0-7 0z" fill="#cd2e3a"/>` +
    [[7, 6, 1], [35, 6, -1], [7, 24, -1], [35, 24, 1]]
      .map(([x, y, d]) => line(x - 3 * d, y - 2, x + 3 * d, y + 2, black, 1.2))
      .join(''),
  CH: fill('#da291c') + rect(18.5, 7.5, 5, 15, white) + rect(13.5, 12.5, 15, 5, white),
  GE: fill(white) + rect(18, 0, 6, H, '#ff0000') + rect(0, 12, W, 6, '#ff0000'),
  GB: union(),
  AU: fill('#012169') + union(0.5) + star(10.5, 23, 3.2, white, 7) + star(32, 8, 1.6, white, 7) + star(29, 15, 1.6, white, 7) + star(35, 13, 1.6, white, 7) + star(32, 24, 1.8, white, 7),
  NZ: fill('#012169') + union(0.5) + star(31, 8, 2, '#c8102e') + star(28, 15, 2, '#c8102e') + star(35, 14, 2, '#c8102e') + star(31, 23, 2.2, '#c8102e'),
  US:
    stripes(13, '#b22234', white) +
    rect(0, 0, 17, 16.15, '#3c3b6e') +
    Array.from({ length: 12 }, (_, i) => circle(2.4 + (i % 4) * 4, 2.6 + Math.floor(i / 4) * 5.2, 0.9, white)).join(''),
  LR: stripes(11, '#bf0a30', white) + rect(0, 0, 14, 13.6, '#002868') + star(7, 6.8, 4.2, white),
  MY: stripes(14, '#cc0001', white) + rect(0, 0, 21, 17.2, '#010066') + crescent(8, 8.6, 5.5, '#ffcc00', '#010066') + star(15.5, 8.6, 3.2, '#ffcc00', 14, 0.5),
  GR: stripes(9, '#0d5eaf', white) + rect(0, 0, 16.7, 16.7, '#0d5eaf') + rect(6.7, 0, 3.3, 16.7, white) + rect(0, 6.7, 16.7, 3.3, white),
  TR: fill('#e30a17') + crescent(16, 15, 7.5, white, '#e30a17', 0.25) + star(24.5, 15, 3.8, white),
  AZ: h(['#00b5e2', '#ef3340', '#509e2f']) + crescent(20, 15, 3.3, white, '#ef3340', 0.3) + star(24, 15, 1.6, white, 8),
  TN: fill('#e70013') + circle(21, 15, 7.5, white) + crescent(21, 15, 5.5, '#e70013', white, 0.25) + star(23.3, 15, 2.8, '#e70013'),
  DZ: v(['#006233', white]) + crescent(21, 15, 7, '#d21034', '#fff', 0.3) + star(24, 15, 3, '#d21034'),
  MA: fill('#c1272d') + `<polygon points="21,8.5 24.8,20.3 14.8,13 27.2,13 17.2,20.3" fill="none" stroke="#006233" stroke-width="1.3"/>`,
  PK: v([white, '#01411c'], [1, 3]) + crescent(27, 15, 7.5, white, '#01411c', 0.3) + star(30, 12.5, 2.6, white),
  SG: h(['#ef3340', white]) + crescent(8, 7.5, 4.5, white, '#ef3340', 0.35) + star(13, 7.5, 1.3, white),
  AE: h(['#00732f', white, black]) + rect(0, 0, 11, H, '#ff0000'),
  SA:
    fill('#006c35') +
    `<path d="M12 11.5c2-1 3 1 5 0s3 1 5 0 3 1 5 0 3 1 4 0" fill="none" stroke="#fff" stroke-width="1.3" stroke-linecap="round"/>` +
    rect(12, 19, 18, 1.3, white) +
    rect(29, 18, 1.3, 3, white),
  KW: h(['#007a3d', white, '#ce1126']) + poly([[0, 0], [11, 10], [11, 20], [0, H]], black),
  JO: h([black, white, '#007a3d']) + hoist('#ce1126', 20) + star(7, 15, 2.2, white, 7),
  PS: h([black, white, '#009736']) + hoist('#ee2a35', 15),
  SD: h(['#d21034', white, black]) + hoist('#007229', 14),
  SS: h([black, '#da121a', '#078930'], [1, 1, 1]) + hoist('#0f47af', 15) + star(5, 15, 3, '#fcdd09'),
  QA: fill('#8a1538') + poly([[0, 0], [12, 0], ...Array.from({ length: 9 }, (_, i) => [[16, (i + 0.5) * (H / 9)], [12, (i + 1) * (H / 9)]]).flat(), [0, H]], white),
  BH: fill('#ce1126') + poly([[0, 0], [12, 0], ...Array.from({ length: 5 }, (_, i) => [[17, (i + 0.5) * (H / 5)], [12, (i + 1) * (H / 5)]]).flat(), [0, H]], white),
  OM: h([white, '#db161b', '#008000']) + rect(0, 0, 12, H, '#db161b'),
  IL: fill(white) + rect(0, 3.5, W, 4, '#0038b8') + rect(0, 22.5, W, 4, '#0038b8') +
    `<g fill="none" stroke="#0038b8" stroke-width="1.1"><polygon points="21,9.2 26,17.8 16,17.8"/><polygon points="21,20.8 26,12.2 16,12.2"/></g>`,
  CN: fill('#de2910') + star(8, 8, 4.5, '#ffde00') + star(15, 3.5, 1.4, '#ffde00') + star(17.5, 6.5, 1.4, '#ffde00') + star(17.5, 10.5, 1.4, '#ffde00') + star(15, 13.5, 1.4, '#ffde00'),
  VN: fill('#da251d') + star(21, 15.5, 8, '#ffff00'),
  HK: fill('#de2910') + circle(21, 15, 6, white) + circle(21, 15, 2, '#de2910'),
  TW: fill('#fe0000') + rect(0, 0, 21, 15, '#000095') + star(10.5, 7.5, 5, white, 12, 0.6) + circle(10.5, 7.5, 2.5, '#000095') + circle(10.5, 7.5, 2, white),
  BR: fill('#009c3b') + poly([[21, 3], [38, 15], [21, 27], [4, 15]], '#ffdf00') + circle(21, 15, 6.5, '#002776') + `<path d="M15 14c4-1 8-.5 12 1.5" stroke="#fff" stroke-width="1" fill="none"/>`,
  PT: v(['#046a38', '#da291c'], [2, 3]) + circle(16.8, 15, 5, '#ffe900') + rect(14.3, 12, 5, 6, '#da291c'),
  CZ: h([white, '#d7141a']) + hoist('#11457e', 21),
  PH: h(['#0038a8', '#ce1126']) + hoist(white, 18) + circle(6, 15, 2.4, '#fcd116'),
  CL: h([white, '#d52b1e']) + rect(0, 0, 14, 15, '#0039a6') + star(7, 7.5, 3.8, white),
  CU: stripes(5, '#002a8f', white) + hoist('#cf142b', 18) + star(6, 15, 3.6, white),
  PR: stripes(5, '#ed0000', white) + hoist('#0050f0', 18) + star(6, 15, 3.6, white),
  ZA:
    fill('#007749') +
    poly([[0, 0], [14, 0], [26, 10], [W, 10], [W, 0]], '#de3831') +
    poly([[0, H], [14, H], [26, 20], [W, 20], [W, H]], '#002395') +
    `<path d="M0 2 L15 12.6 H42 M0 28 L15 17.4 H42" fill="none" stroke="#fff" stroke-width="2.2"/>` +
    poly([[0, 4], [13, 15], [0, 26]], '#ffb612') +
    poly([[0, 6.5], [10, 15], [0, 23.5]], black),
  MK: fill('#d20000') + line(0, 0, W, H, '#ffe600', 3) + line(W, 0, 0, H, '#ffe600', 3) + rect(19, 0, 4, H, '#ffe600') + rect(0, 13, W, 4, '#ffe600') + circle(21, 15, 5, '#d20000') + circle(21, 15, 3.8, '#ffe600'),
  AL: fill('#e41e20') + poly([[21, 6], [27, 12], [25, 21], [21, 24], [17, 21], [15, 12]], black),
  CY: fill(white) + poly([[12, 12], [24, 9], [31, 13], [27, 16], [17, 16]], '#d57800') + `<path d="M15 21c4 2 8 2 12 0" stroke="#4e5b31" stroke-width="1.5" fill="none"/>`,
  DO: fill(white) + rect(0, 0, 18, 12.5, '#002d62') + rect(24, 17.5, 18, 12.5, '#002d62') + rect(24, 0, 18, 12.5, '#ce1126') + rect(0, 17.5, 18, 12.5, '#ce1126'),
  PA: fill(white) + rect(21, 0, 21, 15, '#da121a') + rect(0, 15, 21, 15, '#072357') + star(10.5, 7.5, 3.5, '#072357') + star(31.5, 22.5, 3.5, '#da121a'),
  PY: h(['#d52b1e', white, '#0038a8']) + circle(21, 15, 2.5, '#f3d02c'),
  JM: fill('#009b3a') + poly([[0, 0], [21, 15], [0, H]], black) + poly([[W, 0], [21, 15], [W, H]], black) + line(0, 0, W, H, '#fed100', 3) + line(W, 0, 0, H, '#fed100', 3),
  TZ: fill('#1eb53a') + poly([[W, 0], [W, H], [0, H]], '#00a3dd') + line(0, H, W, 0, '#fcd116', 9) + line(0, H, W, 0, black, 6),
  UG: h([black, '#fcdc04', '#d90000', black, '#fcdc04', '#d90000']) + circle(21, 15, 5, white),
  RW: h(['#00a1de', '#fad201', '#20603d'], [2, 1, 1]) + circle(35, 7, 3, '#fad201'),
  SO: fill('#4189dd') + star(21, 15, 7, white),
  LY: h(['#e70013', black, '#239e46'], [1, 2, 1]) + crescent(20, 15, 4.5, white, black, 0.3) + star(24, 15, 2, white),
  MR: fill('#006233') + rect(0, 0, W, 4, '#d01c1f') + rect(0, 26, W, 4, '#d01c1f') + `<path d="M13 11a8 8 0 0 0 16 0" stroke="#ffc400" stroke-width="2.2" fill="none"/>` + star(21, 10, 2.5, '#ffc400'),
  NE: h(['#e05206', white, '#0db02b']) + circle(21, 15, 3.2, '#e05206'),
  BF: h(['#ef2b2d', '#009e49']) + star(21, 15, 4.5, '#fcd116'),
  BJ: v(['#008751', '#fcd116'], [2, 3]) + rect(16.8, 15, 25.2, 15, '#e8112d'),
  TG: stripes(5, '#006a4e', '#ffce00') + rect(0, 0, 16, 18, '#d21034') + star(8, 9, 4.5, white),
  SC: fill('#003f87') + poly([[0, H], [14, 0], [28, 0]], '#fcd856') + poly([[0, H], [28, 0], [W, 0], [W, 10]], '#d62828') + poly([[0, H], [W, 10], [W, 20]], white) + poly([[0, H], [W, 20], [W, H]], '#007a3d'),
  MU: h(['#ea2839', '#1a206d', '#ffd500', '#00a551']),
  BS: h(['#00778b', '#ffc72c', '#00778b']) + hoist(black, 16),
  TT: fill('#da1a35') + line(0, -2, W, H + 2, white, 9) + line(0, -2, W, H + 2, black, 6),
  MV: fill('#d21034') + rect(8, 7, 26, 16, '#007e3a') + crescent(21, 15, 5, white, '#007e3a', 0.35),
  MN: v(['#c4272f', '#015197', '#c4272f']) + rect(5.5, 8, 3, 14, '#f9cf02'),
  KZ: fill('#00abc2') + circle(21, 13, 5.5, '#fec50c') + rect(3, 2, 2, 26, '#fec50c'),
  UZ: h(['#0099b5', white, '#1eb53a']) + rect(0, 9.5, W, 1, '#ce1126') + rect(0, 19.5, W, 1, '#ce1126') + crescent(7, 5, 3, white, '#0099b5', 0.35),
  AF: v([black, '#be0000', '#007a36']) + circle(21, 15, 4, white) + circle(21, 15, 3, '#be0000'),
};
FLAGS.AW = fill('#418fde') + rect(0, 19, W, 2, '#f9d616') + rect(0, 23, W, 2, '#f9d616') + star(8, 8, 4, '#ef3340', 4, 0.35);
FLAGS.LI = h(['#002b7f', '#ce1126']) + rect(7, 5, 8, 4, '#ffd83d');
FLAGS.SM = h([white, '#5eb6e4']) + circle(21, 15, 4, '#f1bf31');
FLAGS.VA = v(['#ffe000', white]) + circle(31.5, 15, 4, '#c6a95b');
FLAGS.AD = v(['#10069f', '#fedd00', '#d50032']) + rect(18, 11, 6, 8, '#c6a95b');
FLAGS.MD = v(['#0046ae', '#ffd200', '#cc092f']) + rect(18, 11, 6, 8, '#8f4b1f');
FLAGS.BY = h(['#c8313e', '#4aa657'], [2, 1]) + rect(0, 0, 6, H, white);
FLAGS.BA = fill('#002395') + poly([[12, 0], [32, 0], [32, 30]], '#fecb00');
FLAGS.ME = fill('#c40308') + rect(2, 2, 38, 26, '#d3ae3b') + rect(3.5, 3.5, 35, 23, '#c40308') + circle(21, 15, 5, '#d3ae3b');
FLAGS.XK = fill('#244aa5') + poly([[14, 9], [28, 9], [26, 20], [16, 20]], '#d0a650');

// ---------------------------------------------------------------- sprite
const placeholder = (code) =>
  fill('#efebe5') +
  rect(0.5, 0.5, W - 1, H - 1, 'none').replace('fill="none"', 'fill="none" stroke="#d6d0c7"') +
  `<text x="21" y="15.5" text-anchor="middle" dominant-baseline="middle" font-family="Helvetica Neue, Arial, sans-serif" font-size="11" font-weight="700" letter-spacing="1" fill="#5f5954">${code}</text>`;

const rows = Math.ceil(codes.length / COLUMNS);
const cells = codes.map((code, index) => {
  const x = (index % COLUMNS) * W;
  const y = Math.floor(index / COLUMNS) * H;
  const art = FLAGS[code] ?? placeholder(code);
  return `<svg x="${x}" y="${y}" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${art}</svg>`;
});
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${COLUMNS * W}" height="${rows * H}" viewBox="0 0 ${COLUMNS * W} ${rows * H}">` +
  `<!-- Generated by scripts/generate-flag-sprite.mjs: ${codes.length} flags, ${W}×${H} cells, ${COLUMNS} per row. -->` +
  cells.join('\n') +
  `</svg>\n`;
writeFileSync(spriteFile, svg);
// The same name server/src/features/media/flag-sprite.ts derives from the file's content.
const spriteUrl = `/media/flags/flags.${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.svg`;

const index = Object.fromEntries(codes.map((code, i) => [code, i]));
const ts = `// Generated by scripts/generate-flag-sprite.mjs — do not edit by hand.
// Where the flag sprite is served and where each country's flag sits in it: cell index, read row by row.

/** The sprite's URL on the media path, named by its content's hash (the server caches it for a year). */
export const FLAG_SPRITE_URL = '${spriteUrl}';

/** Cells per row of the flag sprite. */
export const FLAG_SPRITE_COLUMNS = ${COLUMNS};

/** Rows of the flag sprite. */
export const FLAG_SPRITE_ROWS = ${rows};

/** Cell index of each ISO 3166-1 alpha-2 code in the flag sprite. */
export const FLAG_SPRITE_INDEX: Readonly<Record<string, number>> = ${JSON.stringify(index, null, 2).replace(/"([A-Z]{2})"/g, '$1')};
`;
writeFileSync(join(outDir, 'flag-sprite-index.ts'), ts);
const drawn = codes.filter((code) => FLAGS[code]).length;
console.log(`${spriteUrl}: ${codes.length} cells (${drawn} drawn, ${codes.length - drawn} lettered), ${svg.length} bytes`);
