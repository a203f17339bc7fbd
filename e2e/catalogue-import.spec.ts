// A merchant opens with their own catalogue (issue 32): a CSV file and its photographs imported
// through the command line into the running store, whose category and product pages show the
// products at once, their photographs offered as AVIF and WebP at several widths.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { runStoreCli } from './support/store-cli';

// A category of its own, so no other journey's listing or count changes.
const CATALOGUE = `slug,name,brand,category,tags,labels,description,materials,care,colour,size,sku,price,sale_price,stock,images
zephyrine-wrap,Zephyrine Wrap,Maison Ora,Atelier Ora > Wraps,,,"<p>Washed linen, tied at the waist.</p>",100% linen,Machine wash 30 °C,sage,S,E2E-ZW-SAGE-S,129.00,,4,wrap-dress-sage-front.jpg|wrap-dress-sage-back.jpg
zephyrine-wrap,,,,,,,,,sage,M,E2E-ZW-SAGE-M,129.00,,6,
zephyrine-wrap,,,,,,,,,navy,M,E2E-ZW-NAVY-M,129.00,99.00,2,wrap-dress-navy-front.jpg
oriel-overcoat,Oriel Overcoat,Maison Ora,Atelier Ora > Wraps,,,<p>Double-faced wool.</p>,Wool,Dry clean,camel,M,E2E-OO-CML-M,320.00,,3,wool-coat-camel-front.jpg
`;

test('a catalogue imported with its photographs through the CLI shows on the category and product pages @desktop', async ({ page, baseURL }) => {
  test.slow(); // the photographs are converted on two busy cores
  const folder = mkdtempSync(join(tmpdir(), 'e2e-import-'));
  const file = join(folder, 'catalogue.csv');
  writeFileSync(file, CATALOGUE);
  const output = await runStoreCli(baseURL!, 'catalogue-import', [file, '--images', 'docs/import/images']);
  expect(output).toContain('2 products were created');

  await page.goto('/categories/atelier-ora-wraps');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading', { name: 'Oriel Overcoat' })).toBeVisible();
  const cardImage = cards.filter({ hasText: 'Zephyrine Wrap' }).getByRole('img').first();
  await expect(cardImage).toHaveAttribute('srcset', /\/media\/photos\/[0-9a-f]{24}\/320\.webp 320w, .*1600\.webp 1600w/);
  await expect.poll(() => cardImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await cards.filter({ hasText: 'Zephyrine Wrap' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/zephyrine-wrap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zephyrine Wrap');
  const photo = page.getByRole('main').locator('img[srcset*="/media/photos/"]').first();
  await expect(photo).toHaveAttribute('srcset', /\.webp 960w/);
  // Chromium reads AVIF: it takes a width of the <picture>'s AVIF source.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/photos\/[0-9a-f]{24}\/\d+\.avif$/);
  const served = await page.request.get(await photo.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(served.headers()['content-type']).toBe('image/avif');
  expect(served.headers()['cache-control']).toContain('immutable');
});
