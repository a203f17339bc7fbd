/**
 * `node scripts/server-command.mjs cli/rasterise-drawing <cache folder>`: one demo drawing, its SVG
 * on stdin, through the photo pipeline into the cache folder. The store runs it in a process of its
 * own at the lowest CPU priority (drawing-photos.ts), so the demo's photographs are made in the
 * time shoppers' requests leave idle rather than in theirs.
 */
import { buffer } from 'node:stream/consumers';
import { storePhotoBytes } from '../features/media/photo-pipeline.js';

const cacheDir = process.argv[2];
if (cacheDir === undefined) {
  console.error('usage: node scripts/server-command.mjs cli/rasterise-drawing <cache folder> < drawing.svg');
  process.exitCode = 2;
} else {
  await storePhotoBytes(await buffer(process.stdin), cacheDir);
}
