// A merchant's catalogue with real-size photographs, for the front-end benches (issue 32): a few
// 3000 × 4000 JPEGs of 2-4 MB (a gradient under grain, so they compress like photographs) made in
// a temporary folder, imported with the store's own `catalogue:import` command into the running
// store the bench measures, and the first hero banner made one of them, as a merchant's would be.
// Nothing here is committed: the folder is removed once imported.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WIDTH = 3000;
const HEIGHT = 4000;
const PHOTOS = [
  { file: 'ines-dress-sage-front.jpg', tint: [188, 206, 176], grain: 22 },
  { file: 'ines-dress-sage-back.jpg', tint: [176, 196, 166], grain: 24 },
  { file: 'noor-coat-camel-front.jpg', tint: [214, 178, 132], grain: 26 },
  { file: 'lina-shirt-navy-front.jpg', tint: [70, 84, 120], grain: 28 },
];
const CATALOGUE = `slug,name,brand,category,tags,labels,description,materials,care,colour,size,sku,price,sale_price,stock,images
ines-photo-dress,Ines Photo Dress,Maison Ora,Photo Studio > Dresses,,,"<p>Washed linen, cut on the bias.</p>",100% linen,Machine wash 30 °C,sage,S,LH-ID-SAGE-S,139.00,,5,ines-dress-sage-front.jpg|ines-dress-sage-back.jpg
ines-photo-dress,,,,,,,,,sage,M,LH-ID-SAGE-M,139.00,,4,
noor-photo-coat,Noor Photo Coat,Maison Ora,Photo Studio > Dresses,,,<p>Double-faced wool.</p>,Wool,Dry clean,camel,M,LH-NC-CML-M,320.00,,3,noor-coat-camel-front.jpg
lina-photo-shirt,Lina Photo Shirt,Maison Ora,Photo Studio > Dresses,,,<p>Poplin shirt.</p>,Cotton,Machine wash 40 °C,navy,M,LH-LS-NVY-M,79.00,,8,lina-shirt-navy-front.jpg
`;

/** A photograph-like JPEG: light falling across the frame, a soft fold, and grain. */
async function photograph(path, { tint, grain }, seed) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    const light = 1.15 - (y / HEIGHT) * 0.45;
    for (let x = 0; x < WIDTH; x += 1) {
      const fold = Math.sin(x / 170 + y / 900) * 18;
      const noise = (random() - 0.5) * grain;
      const at = (y * WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) pixels[at + channel] = Math.max(0, Math.min(255, tint[channel] * light + fold + noise));
    }
  }
  await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 88 }).toFile(path);
  return statSync(path).size;
}

/** The data folder serve.mjs noted for the store on `port`. */
const dataDirOf = (port) => readFileSync(join(tmpdir(), `storefront-e2e-port-${port}.datadir`), 'utf8').trim();

/**
 * Makes the photographs, imports the catalogue through `catalogue:import` into the store on
 * `port` (started by store-server.mjs), and makes the first hero banner one of the photographs.
 * Resolves with the category and product to measure and what was imported.
 */
export async function importPhotoCatalogue(port, log = console.log) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = dataDirOf(port);
  const folder = mkdtempSync(join(tmpdir(), 'bench-photographs-'));
  try {
    const sizes = [];
    for (const [index, photo] of PHOTOS.entries()) sizes.push(await photograph(join(folder, photo.file), photo, 7919 * (index + 1)));
    log(`${PHOTOS.length} photographs of ${WIDTH} × ${HEIGHT}: ${sizes.map((size) => `${(size / 1e6).toFixed(1)} MB`).join(', ')}`);
    const file = join(folder, 'catalogue.csv');
    writeFileSync(file, CATALOGUE);
    // Without the NODE_ENV Vite's build set in this process (bare-app.mjs): the command is a development one here.
    const { NODE_ENV: _built, ...env } = process.env;
    const started = performance.now();
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/cli/catalogue-import.ts', file, '--images', folder], {
      cwd: root,
      env: { ...env, DATABASE_URL: '', DATA_DIR: dataDir },
      timeout: 600_000,
    });
    const summary = `${stdout}${stderr}`.split('\n').find((line) => /products (were|would be) created/.test(line)) ?? stdout.trim();
    log(`catalogue:import in ${((performance.now() - started) / 1000).toFixed(1)} s: ${summary.trim()}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  const product = await (await fetch(`${base}/api/products/ines-photo-dress`)).json();
  const photo = product.images?.[0];
  if (!photo?.url?.startsWith('/media/photos/')) throw new Error(`the imported product has no photograph (${JSON.stringify(product.images)})`);
  const category = product.breadcrumbs?.at(-1)?.unique_slug;
  if (!category) throw new Error('the imported product has no category');
  // A merchant's hero is a photograph too; the catalogue answers are dropped as after an import.
  const databasePort = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port: databasePort, user: 'storefront', password: 'storefront', database: 'storefront' });
  await client.connect();
  try {
    const cover = (await (await fetch(`${base}/api/products/noor-photo-coat`)).json()).images[0];
    await client.query(
      `UPDATE hero_banners SET image_url = $1, image_alt = $2, image_blurhash = $3, link = $4
       WHERE id = (SELECT id FROM hero_banners ORDER BY position, id LIMIT 1)`,
      [cover.url, cover.alt_text, cover.blurhash, `/categories/${category}`],
    );
    await client.query(`SELECT pg_notify('variant_stock', '*')`);
  } finally {
    await client.end();
  }
  return { category, product: 'ines-photo-dress' };
}
