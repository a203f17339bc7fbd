/**
 * Makes the example catalogue's photographs (docs/import/images/): the demo's garment drawings on
 * a lit, grainy studio backdrop, saved as modest JPEGs — photograph-like files that exercise the
 * import's pipeline while keeping the repository small. `npx tsx docs/import/make-example-images.ts`
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderGarmentSvg } from '../../server/src/seed/garment-svg.js';
import type { Garment } from '../../server/src/seed/garments/index.js';

const WIDTH = 800;
const HEIGHT = 1000;
const folder = fileURLToPath(new URL('images/', import.meta.url));

/** A warm backdrop, lighter at the top, with film-like grain (deterministic). */
function backdrop(seed: number): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = seed;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const grain = (state % 13) - 6;
      const light = 236 - (y / HEIGHT) * 38 - Math.abs(x - WIDTH / 2) / 40;
      const at = (y * WIDTH + x) * 3;
      pixels[at] = light + grain + 4;
      pixels[at + 1] = light + grain;
      pixels[at + 2] = light + grain - 8;
    }
  }
  return pixels;
}

async function photograph(file: string, garment: Garment, hex: string, view: 'front' | 'back', seed: number) {
  const drawing = await sharp(Buffer.from(renderGarmentSvg(garment, hex, view))).resize({ width: 640, height: 860, fit: 'inside' }).png().toBuffer();
  await sharp(backdrop(seed), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: drawing, gravity: 'center' }])
    .blur(0.6)
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(join(folder, file));
}

mkdirSync(folder, { recursive: true });
await photograph('wrap-dress-sage-front.jpg', 'dress', '#8a9a7b', 'front', 1);
await photograph('wrap-dress-sage-back.jpg', 'dress', '#8a9a7b', 'back', 2);
await photograph('wrap-dress-navy-front.jpg', 'dress', '#22304a', 'front', 3);
await photograph('oxford-shirt-white-front.jpg', 'shirt', '#f2efe8', 'front', 4);
await photograph('oxford-shirt-blue-front.jpg', 'shirt', '#7d9cc4', 'front', 5);
await photograph('wool-coat-camel-front.jpg', 'coat', '#b08a5a', 'front', 6);
