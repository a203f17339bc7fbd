/**
 * BlurHash encoder following the reference algorithm (woltapp/blurhash, Algorithm.md).
 *
 * Why not `encode` from the `blurhash` package (2.0.5)? It takes the maximum AC value without
 * `Math.abs`, so when the strongest component is negative (a dark garment on a light backdrop)
 * every AC is clamped and the placeholder loses its shape and shifts colour. The hashes here are
 * the same format and decode with the package's `decode`; on images whose strongest component is
 * positive they are identical to the package's output (tested).
 */

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function base83(value: number, length: number): string {
  let out = '';
  for (let i = 1; i <= length; i++) out += DIGITS[Math.floor(value / Math.pow(83, length - i)) % 83];
  return out;
}

function srgbToLinear(v: number): number {
  const x = v / 255;
  return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
}

function linearToSrgb(v: number): number {
  const x = Math.max(0, Math.min(1, v));
  return x <= 0.0031308 ? Math.trunc(x * 12.92 * 255 + 0.5) : Math.trunc((1.055 * Math.pow(x, 1 / 2.4) - 0.055) * 255 + 0.5);
}

const signPow = (v: number, e: number) => Math.sign(v) * Math.pow(Math.abs(v), e);

/** Encodes RGBA pixels (width×height) with componentsX×componentsY components (1…9 each). */
export function encodeBlurhash(pixels: Uint8ClampedArray, width: number, height: number, componentsX: number, componentsY: number): string {
  if (componentsX < 1 || componentsX > 9 || componentsY < 1 || componentsY > 9) throw new Error('BlurHash needs 1 to 9 components');
  if (pixels.length !== width * height * 4) throw new Error('Width and height must match the pixels array');
  const linear = new Float64Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    linear[i * 3] = srgbToLinear(pixels[i * 4]!);
    linear[i * 3 + 1] = srgbToLinear(pixels[i * 4 + 1]!);
    linear[i * 3 + 2] = srgbToLinear(pixels[i * 4 + 2]!);
  }
  const factors: [number, number, number][] = [];
  for (let j = 0; j < componentsY; j++) {
    for (let i = 0; i < componentsX; i++) {
      const norm = i === 0 && j === 0 ? 1 : 2;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = 0; y < height; y++) {
        const cy = Math.cos((Math.PI * j * y) / height);
        for (let x = 0; x < width; x++) {
          const basis = norm * Math.cos((Math.PI * i * x) / width) * cy;
          const k = (y * width + x) * 3;
          r += basis * linear[k]!;
          g += basis * linear[k + 1]!;
          b += basis * linear[k + 2]!;
        }
      }
      const scale = 1 / (width * height);
      factors.push([r * scale, g * scale, b * scale]);
    }
  }
  const [dc, ...ac] = factors as [[number, number, number], ...[number, number, number][]];
  let hash = base83(componentsX - 1 + (componentsY - 1) * 9, 1);
  let maximum = 1;
  if (ac.length > 0) {
    const actualMaximum = Math.max(...ac.map((f) => Math.max(Math.abs(f[0]), Math.abs(f[1]), Math.abs(f[2]))));
    const quantised = Math.floor(Math.max(0, Math.min(82, Math.floor(actualMaximum * 166 - 0.5))));
    maximum = (quantised + 1) / 166;
    hash += base83(quantised, 1);
  } else {
    hash += base83(0, 1);
  }
  hash += base83((linearToSrgb(dc[0]) << 16) + (linearToSrgb(dc[1]) << 8) + linearToSrgb(dc[2]), 4);
  const quantise = (v: number) => Math.floor(Math.max(0, Math.min(18, Math.floor(signPow(v / maximum, 0.5) * 9 + 9.5))));
  for (const f of ac) hash += base83(quantise(f[0]) * 19 * 19 + quantise(f[1]) * 19 + quantise(f[2]), 2);
  return hash;
}
