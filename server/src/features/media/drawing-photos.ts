/**
 * The demo's drawings as photographs: each garment drawing in a colour goes through the photo
 * pipeline (AVIF and WebP at every width, blurhash, content hash) the first time a page asks for
 * it, into a cache kept across databases and runs, so the demo serves what a merchant's
 * photographs serve without a seed paying for it (DESIGN.md, "The demo's drawings as photographs").
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../../repository-root.js';
import { COLOURS } from '../../seed/colors.js';
import { drawingPhotoSvg } from '../../seed/drawing-photo-url.js';
import { productImageUrl } from '../../seed/garment-svg.js';
import { DRAWINGS } from '../../seed/garments/index.js';
import { contentHash } from './photo-address.js';

/** Rasterisings at once: each already spreads over sharp's threads, and the machine has few cores. */
const AT_ONCE = 2;

const SERVER_COMMAND = join(repositoryRoot(import.meta.url), 'scripts', 'server-command.mjs');
/** coreutils' `nice`: it lowers a whole process, the image library's threads included. */
const NICE = '/usr/bin/nice';

/**
 * Rasterises a drawing in a process of its own at the lowest CPU priority (`cli/rasterise-drawing`):
 * in the same process, its encoders' threads would take the cores from the requests being answered.
 */
function rasteriseApart(svg: string, cacheDir: string): Promise<void> {
  const command = [process.execPath, SERVER_COMMAND, 'cli/rasterise-drawing', cacheDir];
  const [file, ...args] = existsSync(NICE) ? [NICE, '-n', '19', ...command] : command;
  return new Promise((resolve, reject) => {
    const child = spawn(file!, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rasterising a demo drawing failed (exit ${code}): ${said.trim()}`))));
    child.stdin.end(svg);
  });
}

interface DemoDrawing {
  svg: string;
  /** Where the same drawing is served as SVG, drawn on request. */
  svgUrl: string;
}

let byHash: Map<string, DemoDrawing> | undefined;

/** The demo drawing whose SVG has this content hash, if there is one. */
export function demoDrawingOf(hash: string): DemoDrawing | undefined {
  if (byHash === undefined) {
    byHash = new Map();
    for (const drawing of DRAWINGS) {
      for (const colour of COLOURS) {
        for (const view of ['front', 'back'] as const) {
          const svg = drawingPhotoSvg(drawing, colour.hex, view);
          byHash.set(contentHash(svg), { svg, svgUrl: productImageUrl(drawing, colour.slug, view) });
        }
      }
    }
  }
  return byHash.get(hash);
}

/** Whether the demo drawing with this hash has been rasterised into `cacheDir`. */
export function drawingPhotoMade(hash: string, cacheDir: string): boolean {
  return existsSync(join(cacheDir, hash, 'photo.json'));
}

const inFlight = new Map<string, Promise<void>>();
const waiting: (() => void)[] = [];
let running = 0;

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Makes sure the demo drawing with this content hash is in `cacheDir`, rasterising it through the
 * pipeline the first time; true when it is there, false for a hash no demo drawing has.
 */
export async function ensureDrawingPhoto(hash: string, cacheDir: string): Promise<boolean> {
  if (drawingPhotoMade(hash, cacheDir)) return true;
  const svg = demoDrawingOf(hash)?.svg;
  if (svg === undefined) return false;
  let job = inFlight.get(hash);
  if (job === undefined) {
    job = inTurn(() => rasteriseApart(svg, cacheDir)).finally(() => inFlight.delete(hash));
    inFlight.set(hash, job);
  }
  await job;
  return true;
}
