// Screenshots of the account area at 1280 and 390 px, signed in as the demo account:
// `E2E_PORT=4373 node e2e/support/account-shots.mjs [outdir]` against a running journeys server.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`;
const out = process.argv[2] ?? 'docs/screenshots';
const browser = await chromium.launch(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } : {});

const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@maison.test', password: 'Demo1234!' }) })).json();
const orders = await (await fetch(`${base}/api/account/orders?page=1`, { headers: { authorization: `Bearer ${login.token}` } })).json();
const pages = { overview: '/my-account/overview', orders: '/my-account/orders', order: `/my-account/orders/${orders.rows[0].id}`, addresses: '/my-account/my-addresses', profile: '/my-account/my-profile' };

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 844 }, deviceScaleFactor: 1 });
  await context.addCookies([{ name: 'storefront_token', value: login.token, url: base, sameSite: 'Strict' }]);
  const page = await context.newPage();
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(base + path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/account-${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
