import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCatalogue, type ImportOptions } from '../../server/src/features/catalogue-import/import-catalogue.js';
import { applyStockFile } from '../../server/src/features/catalogue-import/stock-file.js';
import { exportOrders, ordersCsv } from '../../server/src/features/orders/export-orders.js';
import { insertCatalogue } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// A merchant's catalogue file written into a running store: by slug and SKU, all or nothing,
// followed by the store's catalogue copy and answer caches without a restart.

let server: TestApp;
let api: Client;
let folder: string;
let options: ImportOptions;

const HEADER = 'slug,name,brand,category,tags,labels,description,materials,care,colour,size,sku,price,sale_price,stock,images';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const WRAP_DRESS = [
  'wrap-dress,Wrap Dress,Maison Ora,Women > Dresses,Summer|Linen,New season,<p>A wrap dress.</p>,100% linen,Machine wash 30°,black,S,WD-BLK-S,89.90,,4,wrap-black-1.jpg|wrap-black-2.jpg',
  'wrap-dress,,,,,,,,,black,M,WD-BLK-M,89.90,,0,',
  'wrap-dress,,,,,,,,,red,M,WD-RED-M,89.90,69.90,2,wrap-red.jpg',
];
const TEE = 'basic-tee,Basic Tee,Maison Ora,Women > Tops,,,"<p>A tee, soft.</p>",Cotton,,,M,BT-M,19,,12,';
const CATALOGUE = csv(...WRAP_DRESS, TEE);

/** A small photograph-like JPEG: a gradient with some noise, so it compresses like one. */
async function photograph(file: string, width = 1000, height = 1300) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    const x = (index / 3) % width;
    pixels[index] = (x * 255) / width;
    pixels[index + 1] = 90 + ((index * 7919) % 40);
    pixels[index + 2] = 140;
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toFile(join(folder, file));
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'catalogue-import-'));
  server = await startTestApp({ config: { catalogueCacheTtlMs: 60_000 }, stockNotifications: true, photosDir: join(folder, 'photos') });
  api = client(server.app);
  await insertCatalogue(server.db);
  await Promise.all(['wrap-black-1.jpg', 'wrap-black-2.jpg', 'wrap-red.jpg'].map((file) => photograph(file)));
  await writeFile(join(folder, 'broken.jpg'), Buffer.from('not a jpeg at all'));
  options = { format: 'csv', imagesDir: folder, photosDir: join(folder, 'photos') };
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const changesLogged = async () => Number((await server.db.selectFrom('catalogue_changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const productCount = async () => Number((await server.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('catalogue import', () => {
  it('writes products with their variants, category path, tags, labels, brand and photographs', async () => {
    const report = await importCatalogue(server.db, CATALOGUE, options);
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({ created: 2, updated: 0, variantsCreated: 4 });

    const dress = (await api.get('/api/products/wrap-dress')).body;
    expect(dress).toMatchObject({ name: 'Wrap Dress', regular_price: 8990, sale_price: 6990, brand: 'Maison Ora' });
    const variants = await server.db.selectFrom('variants').select(['sku', 'size', 'color', 'stock', 'sale_price']).where('sku', 'like', 'WD-%').orderBy('position').execute();
    expect(variants).toEqual([
      { sku: 'WD-BLK-S', size: 'S', color: 'black', stock: 4, sale_price: null },
      { sku: 'WD-BLK-M', size: 'M', color: 'black', stock: 0, sale_price: null },
      { sku: 'WD-RED-M', size: 'M', color: 'red', stock: 2, sale_price: 6990 },
    ]);
    const images = await server.db.selectFrom('product_images').innerJoin('products', 'products.id', 'product_images.product_id')
      .select(['url', 'color', 'blurhash']).where('unique_slug', '=', 'wrap-dress').orderBy('position').execute();
    expect(images.map((image) => image.color)).toEqual(['black', 'black', 'red']);
    expect(images[0]!.url).toMatch(/^\/media\/photos\/[0-9a-f]{24}\/960\.webp$/);
    expect(images[0]!.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/); // 4×3 components
    const photo = await api.get(images[0]!.url);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await api.get(images[0]!.url.replace('960.webp', '640.avif'))).headers['content-type']).toBe('image/avif');
    expect((await api.get(images[0]!.url.replace('960.webp', '320.jpg'))).headers['content-type']).toBe('image/jpeg');
    expect((await api.get(images[0]!.url.replace('960.webp', 'photo.json'))).status).toBe(404);

    // Listed under the category the path made (Women > Tops), with the store's other products.
    const tops = (await api.get('/api/categories/women-tops/products')).body;
    expect(tops.rows.map((row: { unique_slug: string }) => row.unique_slug)).toEqual(['basic-tee']);
    const labels = await server.db.selectFrom('product_labels').innerJoin('labels', 'labels.id', 'product_labels.label_id').select('label')
      .innerJoin('products', 'products.id', 'product_labels.product_id').where('unique_slug', '=', 'wrap-dress').execute();
    expect(labels).toEqual([{ label: 'New season' }]);
  });

  it('changes nothing when the same file comes again, not even the changes log', async () => {
    const before = await changesLogged();
    const report = await importCatalogue(server.db, CATALOGUE, options);
    expect(report.counts).toEqual({ created: 0, updated: 0, unchanged: 2, archived: 0, variantsCreated: 0, variantsUpdated: 0 });
    expect(await changesLogged()).toBe(before);
  });

  it('updates a changed price and stock, and a running store shows them without a restart', async () => {
    const cached = (await api.get('/api/products/basic-tee')).body;
    expect(cached.regular_price).toBe(1900);
    const report = await importCatalogue(server.db, csv(...WRAP_DRESS, TEE.replace(',19,,12,', ',24.50,,7,')), options);
    expect(report.counts).toMatchObject({ created: 0, updated: 1, unchanged: 1, variantsUpdated: 1 });
    // The product answer is cached for a minute: only the import's notification can drop it this soon.
    await vi.waitFor(async () => {
      expect((await api.get('/api/products/basic-tee')).body).toMatchObject({ regular_price: 2450, variants: [{ stock: 7 }] });
    }, { timeout: 20_000, interval: 50 });
  });

  it('leaves products absent from the file alone, or archives them with --archive-missing', async () => {
    const file = csv(...WRAP_DRESS);
    await importCatalogue(server.db, file, options);
    expect(await server.db.selectFrom('products').select('archived_at').where('unique_slug', '=', 'basic-tee').executeTakeFirstOrThrow()).toEqual({ archived_at: null });

    const dryRun = await importCatalogue(server.db, file, { ...options, archiveMissing: true, dryRun: true });
    expect(dryRun).toMatchObject({ written: false, counts: { archived: 4 } });
    expect(await server.db.selectFrom('products').select('archived_at').where('unique_slug', '=', 'basic-tee').executeTakeFirstOrThrow()).toEqual({ archived_at: null });

    const report = await importCatalogue(server.db, file, { ...options, archiveMissing: true });
    expect(report.counts?.archived).toBe(4); // the tee and the store's three others
    const tee = await server.db.selectFrom('products').innerJoin('variants', 'variants.product_id', 'products.id').select(['archived_at', 'stock']).where('unique_slug', '=', 'basic-tee').executeTakeFirstOrThrow();
    expect(tee.archived_at).toBeInstanceOf(Date);
    expect(tee.stock).toBe(0);
    // The listing was cached for a minute: the import's notification drops it.
    await vi.waitFor(async () => expect((await api.get('/api/categories/women-tops/products')).body.rows).toEqual([]), { timeout: 20_000, interval: 50 });

    // Back in a file, back in the store.
    expect((await importCatalogue(server.db, csv(...WRAP_DRESS, TEE), options)).counts).toMatchObject({ updated: 1 });
    expect(await server.db.selectFrom('products').select('archived_at').where('unique_slug', '=', 'basic-tee').executeTakeFirstOrThrow()).toEqual({ archived_at: null });
  });

  it('reports every problem of every row with its line, and writes nothing', async () => {
    const products = await productCount();
    const before = await changesLogged();
    const report = await importCatalogue(server.db, csv(
      'new-skirt,New Skirt,,Women > Skirts,,,,,,black,S,NS-S,twelve,,3,',
      'new-skirt,,,,,,,,,black,XXL,NS-XXL,12,,3,',
      'new-coat,New Coat,,,,,,,,black,M,NS-S,120,,1,coat.jpg',
      'fine-scarf,Fine Scarf,,,,,,,,red,,FS-1,15,,2,',
      'odd-shirt,Odd Shirt,,,,,,,,black,L,OS-L,30,35,-1,broken.jpg',
    ), options);
    expect(report.written).toBe(false);
    expect(report.problems.map((problem) => `${problem.where}: ${problem.message}`)).toEqual([
      'line 2: price "twelve" is not a number of dollars (e.g. 49.90)',
      'line 3: unknown size "XXL" (the store\'s sizes: S, M, L)',
      'line 4: duplicate SKU "NS-S" (first at line 2)',
      'line 4: missing image file "coat.jpg"',
      'line 6: sale price 35 is above the price 30',
      'line 6: stock "-1" is not a whole number of pieces (0 or more)',
    ]);
    expect(await productCount()).toBe(products);
    expect(await changesLogged()).toBe(before);
  });

  it('refuses a corrupt photograph with a clear message', async () => {
    const report = await importCatalogue(server.db, csv('odd-shirt,Odd Shirt,,,,,,,,black,L,OS-L,30,,1,broken.jpg'), options);
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([{ where: 'line 2', message: expect.stringMatching(/^image broken\.jpg refused: not a readable image/) }]);
  });

  it('with --skip-invalid writes the valid products and reports the others', async () => {
    const report = await importCatalogue(server.db, csv(
      'fine-scarf,Fine Scarf,,Accessories,,,,,,red,,FS-1,15,,2,',
      'bad-scarf,Bad Scarf,,,,,,,,purple,,BS-1,15,,2,',
    ), { ...options, skipInvalid: true });
    expect(report).toMatchObject({ written: true, counts: { created: 1 }, problems: [{ where: 'line 3', message: 'unknown colour "purple"' }] });
    expect((await api.get('/api/products/fine-scarf')).status).toBe(200);
    expect((await api.get('/api/products/bad-scarf')).status).toBe(404);
  });

  it('reads the same catalogue as JSON, with problems named by their place in the document', async () => {
    const report = await importCatalogue(server.db, JSON.stringify({
      products: [
        { slug: 'fine-scarf', name: 'Fine Scarf', category: 'Accessories', variants: [{ sku: 'FS-1', colour: 'Red', price: 15, stock: 5 }] },
        { slug: 'json-belt', name: 'Belt', variants: [{ sku: 'JB-1', price: '9.5', stock: 'many' }] },
      ],
    }), { ...options, format: 'json' });
    expect(report.problems).toEqual([{ where: 'products[1].variants[0]', message: 'stock "many" is not a whole number of pieces (0 or more)' }]);
    const fixed = await importCatalogue(server.db, JSON.stringify([{ slug: 'fine-scarf', name: 'Fine Scarf', category: 'Accessories', variants: [{ sku: 'FS-1', colour: 'Red', price: 15, stock: 5 }] }]), { ...options, format: 'json' });
    expect(fixed.counts).toMatchObject({ unchanged: 1, updated: 0, variantsUpdated: 1 }); // the stock only
  });
});

describe('stock file', () => {
  const stockOf = async (sku: string) => (await server.db.selectFrom('variants').select('stock').where('sku', '=', sku).executeTakeFirstOrThrow()).stock;

  it('sets absolute quantities and moves relative ones', async () => {
    const [black, red] = [await stockOf('WD-BLK-S'), await stockOf('WD-RED-M')];
    const report = await applyStockFile(server.db, `sku,quantity\nWD-BLK-S,+3\nWD-RED-M,-1\nBT-M,40\n`);
    expect(report).toEqual({ problems: [], changed: 3, written: true });
    expect([await stockOf('WD-BLK-S'), await stockOf('WD-RED-M'), await stockOf('BT-M')]).toEqual([black + 3, red - 1, 40]);
  });

  it('writes nothing when a line is wrong: an unknown SKU, a stock below 0, a quantity that is not one', async () => {
    const before = await stockOf('BT-M');
    const report = await applyStockFile(server.db, `sku,quantity\nBT-M,1\nNOPE-1,4\nWD-RED-M,-999\nWD-BLK-M,lots\n`);
    expect(report.problems.map((problem) => `${problem.where}: ${problem.message}`)).toEqual([
      'line 5: quantity "lots" must be a whole number (the stock) or +n / -n (a change)',
    ]);
    const second = await applyStockFile(server.db, `sku,quantity\nBT-M,1\nNOPE-1,4\nWD-RED-M,-999\n`);
    expect(second.written).toBe(false);
    expect(second.problems.map((problem) => problem.where)).toEqual(['line 3', 'line 4']);
    expect(second.problems[0]!.message).toBe('unknown SKU "NOPE-1"');
    expect(await stockOf('BT-M')).toBe(before);
  });
});

describe('orders export', () => {
  it('gives each order since the date with its lines, customer, delivery, payment and status', async () => {
    const variant = await server.db.selectFrom('variants').select(['id', 'product_id']).where('sku', '=', 'WD-RED-M').executeTakeFirstOrThrow();
    const guest = await server.db.insertInto('guests').values({ email: 'guest@example.com' }).returning('id').executeTakeFirstOrThrow();
    const address = { first_name: 'Rana', last_name: 'Haddad', street: 'Rue Gouraud', building: '12', city: 'Beirut', country_code: 'LB', phone: '+961 1 234 567' };
    for (const [number, created] of [['A-1', '2026-10-31T23:00:00Z'], ['A-2', '2026-11-02T10:00:00Z']] as const) {
      const order = await server.db.insertInto('orders').values({
        number, guest_id: guest.id, idempotency_key: number, status: 'paid', payment_method: 'card', shipping_address: JSON.stringify(address), billing_address: JSON.stringify(address),
        subtotal: 13980, discount: 0, shipping: 500, total: 14480, created_at: created, updated_at: created,
      }).returning('id').executeTakeFirstOrThrow();
      await server.db.insertInto('order_items').values({
        order_id: order.id, product_id: variant.product_id, variant_id: variant.id, quantity: 2, unit_price: 6990,
        // Only what the export reads of the line as sold.
        snapshot: JSON.stringify({ name: 'Wrap Dress', attributes: [{ name: 'Size', value: 'M' }, { name: 'Colour', value: 'Red' }] }) as never,
      }).execute();
    }
    const orders = await exportOrders(server.db, '2026-11-01');
    expect(orders).toEqual([{
      number: 'A-2', created_at: '2026-11-02T10:00:00.000Z', status: 'paid', payment_method: 'card', paid_at: null,
      customer: { email: 'guest@example.com', name: null, account: false },
      delivery: { kind: 'shipping', name: 'Rana Haddad', address: 'Rue Gouraud, 12, Beirut, LB', phone: '+961 1 234 567' },
      subtotal: '139.80', discount: '0.00', shipping: '5.00', total: '144.80',
      lines: [{ sku: 'WD-RED-M', product: 'Wrap Dress', options: 'Size: M; Colour: Red', quantity: 2, unit_price: '69.90', line_total: '139.80' }],
    }]);
    expect(ordersCsv(orders).split('\r\n')[1]).toBe('A-2,2026-11-02T10:00:00.000Z,paid,card,,guest@example.com,,shipping,Rana Haddad,"Rue Gouraud, 12, Beirut, LB",+961 1 234 567,139.80,0.00,5.00,144.80,WD-RED-M,Wrap Dress,Size: M; Colour: Red,2,69.90,139.80');
  });
});
