// Content pages and the store locator (issue 13), on desktop and mobile: every internal footer
// link and the store notice's link lead to a page with the API's content; the FAQ's filter and a
// question's own page; unknown slugs are 404s; the contact form with a bad e-mail, then sent;
// /locate-us without a maps key lists the stores with their hours; "Use my location" puts the
// nearest store first (or keeps the list when refused); going back to a long listing restores
// its rows and scroll; axe finds no violation on each page.
import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { expect as baseExpect, openStore, test } from './support/fixtures';

// Each journey visits several pages and runs axe on them: room for a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

interface ApiFaq {
  slug: string;
  question: string;
  answer: string;
  category: { name: string; slug: string };
}
interface ApiPage {
  title: string;
  content: string;
}
interface ApiStore {
  name: string;
  lat: number;
  lng: number;
  hours: { days: string }[];
}

async function get<T>(request: APIRequestContext, path: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const response = method === 'GET' ? await request.get(path) : await request.post(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The beginning of the first paragraph of API HTML, as the page shows it. */
function firstText(html: string): string {
  const text = (/<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, 40).trim();
}

/** What a page of the footer must show from the API besides its heading. */
async function apiContentOf(request: APIRequestContext, path: string): Promise<string[]> {
  if (path === '/contact-us') return ['Monday to Friday 9:00 AM to 5:00 PM', (await get<{ support_email: string }>(request, '/api/settings')).support_email];
  if (path === '/locate-us') return (await get<ApiStore[]>(request, '/api/stores')).map((store) => store.name);
  const faqs = await get<ApiFaq[]>(request, '/api/faqs', 'POST');
  if (path === '/faq') return [faqs[0]!.question, faqs.at(-1)!.question];
  const category = /^\/faq\/category\/(.+)$/.exec(path)?.[1];
  if (category) {
    const questions = faqs.filter((faq) => faq.category.slug === category).map((faq) => faq.question);
    if (category !== 'delivery-and-returns') return questions;
    const section = await get<ApiPage>(request, `/api/fixed-sections/${category}`);
    return [section.title, firstText(section.content), ...questions];
  }
  const engagement = /^\/our-engagement\/(.+)$/.exec(path)?.[1];
  if (engagement) {
    const one = await get<ApiPage & { summary: string }>(request, `/api/engagements/${engagement}`);
    return [one.title, one.summary, firstText(one.content)];
  }
  const slug = path.split('/').pop()!;
  const page = await get<ApiPage>(request, `/api/pages/${slug}`);
  const extra = slug === 'our-value' ? (await get<ApiPage[]>(request, '/api/engagements')).map((one) => one.title) : [];
  return [page.title, firstText(page.content), ...extra];
}

test('every internal footer link leads to a page with the API’s content', async ({ page, request, isMobile }) => {
  const groups = await get<{ label: string; links: { label: string; link: string }[] }[]>(request, '/api/footer');
  const links = groups.flatMap((group) => group.links.map((link) => ({ group: group.label, ...link }))).filter((link) => link.link.startsWith('/'));
  expect(links.length).toBeGreaterThanOrEqual(11);
  await openStore(page);
  for (const link of links) {
    const footer = page.getByRole('contentinfo');
    if (isMobile) {
      const disclosure = footer.getByRole('button', { name: link.group, exact: true });
      if ((await disclosure.getAttribute('aria-expanded')) === 'false') await disclosure.click();
    }
    await footer.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of await apiContentOf(request, link.link)) await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
  }
});

test('the store notice’s link opens delivery and returns with its policy and questions', async ({ page, request }) => {
  const { store_notice } = await get<{ store_notice: { text: string; link: string } }>(request, '/api/settings');
  await openStore(page);
  await page.getByRole('complementary', { name: 'Store notice' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${store_notice.link}$`));
  for (const text of await apiContentOf(request, store_notice.link)) await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
  await expectNoViolations(page);
});

test('FAQ: the filter narrows the questions, a question has its own page, links in answers stay in the app', async ({ page, request }) => {
  const faqs = await get<ApiFaq[]>(request, '/api/faqs', 'POST');
  const refund = faqs.filter((faq) => /refund/i.test(`${faq.question} ${faq.answer} ${faq.category.name}`));
  expect(refund.length).toBeGreaterThan(0);
  await openStore(page, '/faq');
  const main = page.getByRole('main');
  await expect(main.getByText(faqs[0]!.question, { exact: true })).toBeVisible();
  await expectNoViolations(page);

  await main.getByRole('searchbox', { name: 'Filter the questions' }).fill('refund');
  await expect(main.getByRole('status')).toHaveText(`${refund.length} ${refund.length === 1 ? 'question' : 'questions'} found`);
  const unrelated = faqs.find((faq) => !refund.includes(faq))!;
  await expect(main.getByText(unrelated.question, { exact: true })).toHaveCount(0);
  const first = refund[0]!;
  await expect(main.getByText(first.question, { exact: true })).toBeVisible();

  await main.getByRole('searchbox', { name: 'Filter the questions' }).fill('');
  const stores = faqs.find((faq) => faq.answer.includes('href="/locate-us"'))!;
  await main.getByText(stores.question, { exact: true }).click();
  await main.getByRole('link', { name: `Open this question on its own page: ${stores.question}` }).click();
  await expect(page).toHaveURL(new RegExp(`/faq/${stores.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stores.question);
  const others = faqs.filter((faq) => faq.category.slug === stores.category.slug && faq.slug !== stores.slug);
  for (const other of others) await expect(main.getByRole('link', { name: other.question })).toBeVisible();
  await expectNoViolations(page);

  // A link inside an answer goes through the router: the page is not loaded again.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await main.getByRole('link', { name: 'store locator' }).click();
  await expect(page).toHaveURL(/\/locate-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our stores');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('unknown FAQ, FAQ category and engagement slugs are 404s @desktop', async ({ page }) => {
  for (const path of ['/faq/no-such-question', '/faq/category/no-such-category', '/our-engagement/no-such-engagement']) {
    await openStore(page, path);
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  }
});

test('contact: a bad e-mail is refused on focus-out, then the message is sent and the form cleared @desktop', async ({ page }) => {
  await openStore(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(page.getByText('Monday to Friday 9:00 AM to 5:00 PM')).toBeVisible();
  await form.getByLabel('Name').fill('Rima Haddad');
  await form.getByLabel('Email').fill('rima@');
  await form.getByLabel('Subject').focus();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);

  await form.getByLabel('Email').fill('rima@example.com');
  await form.getByLabel('Subject').selectOption('delivery');
  await form.getByLabel('Order number (optional)').fill('MSN-1042');
  await form.getByLabel('Message').fill('My parcel has not arrived yet. Could you tell me where it is?');
  await expect(form.getByText('Please enter a valid e-mail address')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message' })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByLabel('Subject')).toHaveValue('');
});

test('/locate-us without a maps key lists every store with its hours and opening status @desktop', async ({ page, request }) => {
  const stores = await get<ApiStore[]>(request, '/api/stores');
  await openStore(page, '/locate-us');
  const list = page.getByRole('list', { name: 'Stores' });
  await expect(list.getByRole('article')).toHaveCount(stores.length);
  await expect(page.getByText('The map is not available right now')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of our stores' })).toHaveCount(0);
  for (const [index, store] of stores.entries()) {
    const card = list.getByRole('article').nth(index);
    await expect(card.getByRole('heading', { name: store.name })).toBeVisible();
    await expect(card.getByText(/^(Open now|Closed — opens at \d{1,2}:\d{2} [AP]M( tomorrow| on \w+day)?)$/)).toBeVisible();
    await expect(card.getByRole('rowheader', { name: store.hours[0]!.days })).toBeVisible();
    await expect(card.getByRole('link', { name: /^\+961/ })).toHaveAttribute('href', /^tel:\+961\d+$/);
    await expect(card.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${store.lat},${store.lng}`);
  }
  await expectNoViolations(page);
});

test.describe('with the location allowed', () => {
  // Tripoli's old souk: the Tripoli store is the nearest.
  test.use({ geolocation: { latitude: 34.4367, longitude: 35.8497 }, permissions: ['geolocation'] });

  test('"Use my location" puts the nearest store first, with its distance @desktop', async ({ page }) => {
    await openStore(page, '/locate-us');
    const cards = page.getByRole('list', { name: 'Stores' }).getByRole('article');
    await expect(cards.first().getByRole('heading')).toHaveText('Maison Beirut ABC Achrafieh');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Stores sorted by distance from you.')).toBeVisible();
    await expect(cards.first().getByRole('heading')).toHaveText('Maison Beirut Tripoli');
    await expect(cards.first().getByText(/^\d+(\.\d)? k?m away$/)).toBeVisible();
    await expect(cards.nth(1).getByRole('heading')).toHaveText('Maison Beirut Byblos');
  });
});

test('refused location: the list stays as it was, with a short message @desktop', async ({ page, context }) => {
  await context.clearPermissions();
  await openStore(page, '/locate-us');
  const cards = page.getByRole('list', { name: 'Stores' }).getByRole('article');
  const before = await cards.getByRole('heading').allTextContents();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText(/stay in their usual order/)).toBeVisible();
  expect(await cards.getByRole('heading').allTextContents()).toEqual(before);
});

for (const path of ['/our-story', '/our-value', '/our-engagement/sustainable-materials', '/content/privacy-policy', '/content/terms-and-conditions', '/faq/category/orders-and-payment']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await openStore(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('a legal page lists its headings as a table of contents that jumps to them', async ({ page }) => {
  await openStore(page, '/content/privacy-policy');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const first = toc.getByRole('link').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
});

// Desktop only: on a phone the cards' carousels mount as they near the screen, so a card's links
// are replaced while the journey measures them; the restoring code is the same for both.
test('going back from a product to a long listing shows its rows at once, at the same scroll @desktop', async ({ page }) => {
  await openStore(page, '/categories/women?page=3');
  const grid = page.getByRole('main').getByRole('list', { name: 'Women', exact: true });
  const cards = grid.getByRole('listitem');
  await expect(cards.nth(30)).toBeVisible();
  const target = cards.nth(28).getByRole('link').first();
  await target.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 120);
  // The wheel scrolls smoothly: wait until it has moved the page and then held still for two frames.
  const settledScroll = () =>
    page.evaluate((from) => new Promise<number | null>((resolve) => {
      const y = window.scrollY;
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y && y > from ? y : null)));
    }), before);
  await expect.poll(settledScroll).not.toBeNull();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  const top = await target.evaluate((element) => element.getBoundingClientRect().top);
  const rows = await page.locator('main article').count();
  await target.click();
  await expect(page).toHaveURL(/\/products\//);
  // Watch every frame: the listing must never show without its rows (no skeleton, no blank).
  await page.evaluate((expected) => {
    const watch = window as unknown as { sawListingWithoutRows: boolean };
    watch.sawListingWithoutRows = false;
    const check = () => {
      if (document.querySelector('main h1')?.textContent === 'Women' && document.querySelectorAll('main article').length < expected) watch.sawListingWithoutRows = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, rows);
  await page.goBack();
  await expect(page).toHaveURL(/\/categories\/women\?page=3$/);
  await expect(page.locator('main article')).toHaveCount(rows);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(Math.round(await target.evaluate((element) => element.getBoundingClientRect().top))).toBe(Math.round(top));
  expect(await page.evaluate(() => (window as unknown as { sawListingWithoutRows: boolean }).sawListingWithoutRows)).toBe(false);
});
