// The account area (issue 12), desktop and mobile, on the real server: a guest asking for the
// orders gets the auth drawer and, signed in as the demo account, lands on them; the order's
// page; the address book (add, edit, make default, delete); the profile; a password change that
// signs out another browser signed in before it; another account's order is a 404; a sign-up on the
// way to the wishlist ends there with a welcome; axe on each page.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoViolations, settled } from './support/axe';
import { dialog, expect, freshEmail, test } from './support/fixtures';

const DEMO = { email: 'demo@maison.test', password: 'Demo1234!' };
const PASSWORD = 'Maison#2026';
const NEW_PASSWORD = 'Atelier#2027';

/** A session token for an account, from the API. */
async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** The demo account's seeded order. */
async function demoOrder(request: APIRequestContext): Promise<{ id: number; number: string }> {
  const token = await tokenOf(request, DEMO.email, DEMO.password);
  const orders = (await (await request.get('/api/account/orders?page=1', { headers: { authorization: `Bearer ${token}` } })).json()) as { rows: { id: number; number: string }[] };
  return orders.rows.at(-1)!;
}

/** A browser context already signed in with `token` (the SPA keeps it in a cookie). */
async function signedInContext(browser: Browser, baseURL: string, token: string, options: { isMobile: boolean; viewport: { width: number; height: number } | null }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport, isMobile: options.isMobile, hasTouch: options.isMobile });
  await context.addCookies([{ name: 'storefront_token', value: token, url: baseURL, sameSite: 'Strict' }]);
  return context;
}

/** Goes to an account page through the account's navigation (on a phone, the overview's list, reached by the page's back link). */
async function goTo(page: Page, name: 'Orders' | 'Addresses' | 'Profile', isMobile: boolean): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'My account' });
  if (isMobile && !(await navigation.isVisible())) await page.getByRole('main').getByRole('link', { name: 'My account' }).click();
  await navigation.getByRole('link', { name, exact: true }).click();
}

test('a guest asking for the orders signs in as the demo account and lands on them; the order\'s page', async ({ page, request }) => {
  const order = await demoOrder(request);
  // A typed URL: closing the drawer without signing in goes home.
  await page.goto('/my-account/orders');
  await expect(dialog(page, 'Sign in')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/my-account/orders');
  const drawer = dialog(page, 'Sign in');
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your account' })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
  await drawer.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await drawer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(drawer).toBeHidden();

  await expect(page).toHaveURL(/\/my-account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const link = page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: order.number });
  await expect(link).toBeVisible();
  await settled(page);
  await expectNoViolations(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/my-account/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await expect(page.getByText('Coupon WELCOME10')).toBeVisible();
  await expectNoViolations(page);
});

test('the demo account\'s address book: add, edit, make default, delete; the overview shows the default', async ({ page, request, baseURL, browser, isMobile, viewport }) => {
  const token = await tokenOf(request, DEMO.email, DEMO.password);
  const context = await signedInContext(browser, baseURL!, token, { isMobile, viewport });
  const tab = await context.newPage();
  await page.close();
  await tab.goto('/my-account/overview');
  await expect(tab.getByRole('heading', { level: 1, name: 'Hello, Layla' })).toBeVisible();
  await settled(tab);
  await expectNoViolations(tab);

  await goTo(tab, 'Addresses', isMobile);
  await expect(tab.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
  await expect(tab.getByRole('listitem', { name: 'Home' }).getByText('Default')).toBeVisible();
  await settled(tab);
  await expectNoViolations(tab);

  const street = `Rue ${isMobile ? 'Mar Mikhael' : 'Gemmayze'} ${Date.now().toString(36)}`;
  await tab.getByRole('button', { name: 'Add an address' }).click();
  let form = dialog(tab, 'New address');
  await form.getByLabel('City').fill('Beirut');
  await form.getByLabel('Area').fill('Mar Mikhael');
  await form.getByLabel('Street').fill(street);
  await expectNoViolations(tab, '[role="dialog"]');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  const card = tab.getByRole('listitem', { name: `${street}, Beirut` });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: /^Edit/ }).click();
  form = dialog(tab, 'Edit address');
  await form.getByLabel('Building (optional)').fill('Villa Rose');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(card).toContainText('Villa Rose');

  await card.getByRole('button', { name: /^Make default/ }).click();
  await expect(card.getByText('Default', { exact: true })).toBeVisible();
  await expect(tab.getByRole('listitem', { name: 'Home' }).getByText('Default', { exact: true })).toBeHidden();

  await card.getByRole('button', { name: /^Delete/ }).click();
  const confirm = dialog(tab, 'Delete this address?');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toBeHidden();
  // The default passed back to the oldest address.
  await expect(tab.getByRole('listitem', { name: 'Home' }).getByText('Default', { exact: true })).toBeVisible();
  await context.close();
});

test('a new account edits its profile, cannot see another account\'s order, and a password change signs out the other browser @desktop', async ({ page, request, baseURL, browser, isMobile, viewport }) => {
  const email = freshEmail('account');
  expect((await request.post('/api/auth/register', { data: { first_name: 'Nour', last_name: 'Saad', email, password: PASSWORD, accept_terms: true } })).status()).toBe(201);
  const order = await demoOrder(request);
  const [here, elsewhere] = [await tokenOf(request, email, PASSWORD), await tokenOf(request, email, PASSWORD)];
  const laptop = await signedInContext(browser, baseURL!, here, { isMobile, viewport });
  const phone = await signedInContext(browser, baseURL!, elsewhere, { isMobile, viewport });
  await page.close();

  const tab = await laptop.newPage();
  await tab.goto(`/my-account/orders/${order.id}`);
  await expect(tab.getByText(`Page not found: /my-account/orders/${order.id}`)).toBeVisible();

  const other = await phone.newPage();
  await other.goto('/my-account/overview');
  await expect(other.getByRole('heading', { level: 1, name: 'Hello, Nour' })).toBeVisible();

  await tab.goto('/my-account/my-profile');
  await expect(tab.getByLabel('First name')).toHaveValue('Nour');
  await tab.getByLabel('Phone').fill('call me');
  await tab.getByLabel('Birth date').focus();
  await expect(tab.getByText('Please enter a valid phone number')).toBeVisible();
  await tab.getByLabel('Phone').fill('+961 70 123 456');
  await tab.getByLabel('Birth date').fill('1994-06-02');
  await tab.getByRole('radio', { name: 'Female' }).check();
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tab.getByText('Your profile has been saved.')).toBeVisible();
  await settled(tab);
  await expectNoViolations(tab);

  await tab.getByLabel('Current password').fill('Wrong#Pass1');
  await tab.getByLabel('New password').fill(NEW_PASSWORD);
  await tab.getByRole('button', { name: 'Change password' }).click();
  await expect(tab.getByText('Your current password is incorrect.')).toBeVisible();
  await tab.getByLabel('Current password').fill(PASSWORD);
  await tab.getByLabel('Current password').press('Enter');
  await expect(tab.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();

  // This browser stays signed in; the other one, mid-page, is signed out and sent home.
  await goTo(tab, 'Orders', isMobile);
  await expect(tab.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await goTo(other, 'Orders', isMobile);
  await expect(other.getByText('You have logged out!')).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  await laptop.close();
  await phone.close();
});

test('a guest on the way to the wishlist signs up there: a welcome, and the wishlist in the account layout', async ({ page }) => {
  await page.goto('/my-account/wishlist');
  const drawer = dialog(page, 'Sign in');
  await drawer.getByRole('button', { name: 'Create an account' }).click();
  const signUp = dialog(page, 'Create an account');
  await signUp.getByRole('textbox', { name: 'First name' }).fill('Rania');
  await signUp.getByRole('textbox', { name: 'Last name' }).fill('Aoun');
  await signUp.getByRole('textbox', { name: 'E-mail' }).fill(freshEmail('welcome'));
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await signUp.getByRole('button', { name: 'Create my account' }).click();
  await expect(signUp).toBeHidden();
  await expect(page.getByText('Welcome to Maison, Rania! Your account is ready.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My wishlist' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page);
});
