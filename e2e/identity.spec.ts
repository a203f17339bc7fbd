// Identity (issue 5, spec §2, §4, §6, §8): sign up keeps what a guest added, sign out says "You
// have logged out!", signing in again merges the new guest cart into the account's; the wishlist
// for a signed-in shopper; the password reset end to end with the e-mail's code and link.
import type { APIRequestContext, Page } from '@playwright/test';
import { addFromProductPage, dialog, expect, freshEmail, openStore, test } from './support/fixtures';

const PASSWORD = 'Maison#2026';
const NEW_PASSWORD = 'Atelier#2027';

/** Opens the auth drawer from the header's account icon (desktop) or the burger menu's Login (mobile). */
async function openSignIn(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await dialog(page, 'Menu').getByRole('button', { name: 'Login' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  }
  const drawer = dialog(page, 'Sign in');
  await expect(drawer).toBeVisible();
  return drawer;
}

async function signIn(page: Page, isMobile: boolean, email: string, password: string): Promise<void> {
  const drawer = await openSignIn(page, isMobile);
  await drawer.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await drawer.getByLabel('Password', { exact: true }).fill(password);
  await drawer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(drawer).toBeHidden();
}

/** Signs out from the header's dropdown (desktop) or the burger menu (mobile). */
async function signOut(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await dialog(page, 'Menu').getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: /my account/i }).hover();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  }
  await expect(page.getByText('You have logged out!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The cart page's lines, by product name. */
async function cartLineNames(page: Page): Promise<string[]> {
  await page.goto('/checkout/cart');
  const lines = page.getByRole('list', { name: 'Pieces in your cart' }).getByRole('article');
  await expect(lines.first()).toBeVisible();
  return (await lines.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''))).sort();
}

async function register(request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post('/api/auth/register', {
    data: { first_name: 'Nour', last_name: 'Haddad', email, password: PASSWORD, accept_terms: true },
  });
  expect(answer.status()).toBe(201);
}

test('sign up keeps the guest cart; sign out says "You have logged out!"; signing in merges the next guest cart', async ({ page, api, isMobile }) => {
  // Two product pages, sign-up, sign-out and sign-in in one journey: about 18 s on a quiet 2-core machine.
  test.slow();
  const first = await api.addableProduct('women', { onSale: false });
  const second = await api.addableProduct('men', { onSale: false, except: [first.product.id] });
  const email = freshEmail('signup');

  await addFromProductPage(page, first);
  await dialog(page, 'Your cart').getByRole('button', { name: 'Close' }).click();

  const drawer = await openSignIn(page, isMobile);
  await drawer.getByRole('button', { name: 'Create an account' }).click();
  const signUp = dialog(page, 'Create an account');
  await signUp.getByRole('textbox', { name: 'First name' }).fill('Nour');
  await signUp.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
  await signUp.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await signUp.getByRole('button', { name: 'Create my account' }).click();
  await expect(signUp).toBeHidden();

  expect(await cartLineNames(page)).toEqual([first.product.name]);

  await openStore(page);
  await signOut(page, isMobile);
  await page.goto('/checkout/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  await addFromProductPage(page, second);
  await dialog(page, 'Your cart').getByRole('button', { name: 'Close' }).click();
  await signIn(page, isMobile, email, PASSWORD);
  expect(await cartLineNames(page)).toEqual([first.product.name, second.product.name].sort());
});

test('a wrong password is refused on the field, and nothing typed is lost', async ({ page, isMobile, request }) => {
  const email = freshEmail('wrong');
  await register(request, email);
  await openStore(page);
  const drawer = await openSignIn(page, isMobile);
  await drawer.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const password = drawer.getByLabel('Password', { exact: true });
  await password.fill('Wrong#Pass1');
  await drawer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(password).toHaveAccessibleDescription(/Incorrect e-mail address or password/);
  await expect(drawer.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(drawer).toBeVisible();
});

test('a signed-in shopper adds a product to the wishlist and removes it from the wishlist page', async ({ page, api, isMobile, request }) => {
  const email = freshEmail('wishlist');
  await register(request, email);
  const choice = await api.addableProduct('women', { onSale: false });
  await openStore(page);
  await signIn(page, isMobile, email, PASSWORD);

  await openStore(page, `/products/${choice.product.unique_slug}`);
  const heart = page.getByRole('main').getByRole('button', { name: /wishlist/i }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my-account/wishlist');
  const item = page.getByRole('list', { name: 'My wishlist' }).getByRole('listitem').filter({ hasText: choice.product.name });
  await expect(item).toBeVisible();
  await expect(page.getByRole('main').getByText('1 piece', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Remove ${choice.product.name}` }).click();
  await expect(item).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('forgot password: the code from the e-mail sets a new password, which then signs in @desktop', async ({ page, api, isMobile, request }) => {
  const email = freshEmail('reset');
  await register(request, email);
  await openStore(page);

  const auth = await openSignIn(page, isMobile);
  await auth.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = dialog(page, 'Forgot Your Password');
  await expect(forgot).toBeVisible();
  await forgot.getByRole('textbox', { name: /e-mail/i }).fill(email);
  const confirm = forgot.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await forgot.getByRole('checkbox', { name: /not a robot/ }).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  const reset = dialog(page, 'Reset Your Password');
  await expect(reset).toBeVisible();
  const [mail] = await api.outbox(email);
  const pin = /code is (\d{6})/.exec(mail!.body)![1]!;
  // The code input (spec §9): a code pasted as a shopper copies it, spaced, fills the six boxes;
  // Backspace takes the last digit back.
  const code = reset.getByRole('textbox', { name: 'Confirmation code' });
  await code.focus();
  await code.evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, ` ${pin.slice(0, 3)} ${pin.slice(3)} `);
  await expect(code).toHaveValue(pin);
  await page.keyboard.press('Backspace');
  await expect(code).toHaveValue(pin.slice(0, 5));
  await page.keyboard.type(pin.slice(5));
  await expect(code).toHaveValue(pin);
  await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /password/i }).first()).toBeVisible();
  await expect(reset).toBeHidden();

  await signIn(page, isMobile, email, NEW_PASSWORD);
});

test("the e-mail's link opens the reset drawer at step 2 with the code filled in", async ({ page, api, isMobile, request }) => {
  const email = freshEmail('link');
  await register(request, email);
  const forgot = await request.post('/api/auth/forgot-password', { data: { captchaResponse: 'development-captcha-token', email } });
  expect(forgot.status()).toBe(200);
  const [mail] = await api.outbox(email);
  // Absolute on the store's origin: a mail client has no page to resolve a path against.
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail!.body)![0];
  const pin = /pin=(\d{6})/.exec(link)![1]!;

  await openStore(page, link);
  const reset = dialog(page, 'Reset Your Password');
  await expect(reset).toBeVisible();
  await expect(reset.getByRole('textbox', { name: 'Confirmation code' })).toHaveValue(pin);
  await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Confirm' }).click();
  await expect(reset).toBeHidden();
  await openStore(page);
  await signIn(page, isMobile, email, NEW_PASSWORD);
});
