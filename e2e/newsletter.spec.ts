// The newsletter (issue 5, spec §2, §4, §5): the footer's e-mail field opens "Receive our
// newsletter"; a bad address is refused on focus-out below its field; a good one subscribes, with
// the loader in place of Subscribe, the server's message in a snackbar and the dialog closed.
import { dialog, expect, freshEmail, openStore, test } from './support/fixtures';

test('a bad e-mail is refused on its field, then a good one subscribes @desktop', async ({ page }) => {
  await openStore(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Sign up to our newsletter to receive all our latest news and enjoy our exclusive offers')).toBeVisible();
  // The country's flag comes from the one sprite on the media path, cached for a year (spec §7).
  const sprite = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/media/flags/'));
  await footer.getByRole('textbox').click();

  const newsletter = dialog(page, 'Receive our newsletter');
  await expect(newsletter).toBeVisible();
  await expect(newsletter.getByRole('button', { name: /Country/ })).toContainText(/Lebanon/);
  const flags = await sprite;
  expect(flags.status()).toBe(200);
  expect(flags.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(new URL(flags.url()).pathname).toMatch(/^\/media\/flags\/flags\.[0-9a-f]{12}\.svg$/);
  await expect(newsletter.getByText(/data controller/)).toBeVisible();

  const email = newsletter.getByRole('textbox', { name: 'Email' });
  await email.fill('not-an-address');
  await email.blur();
  await expect(email).toHaveAccessibleDescription(/Please enter a valid e-mail address/);

  await email.fill(freshEmail('news'));
  await newsletter.getByRole('radio', { name: 'Female' }).check();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  // The result is applied 2.5 s later (spec §4): meanwhile the loader stands in for Subscribe.
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
  await expect(newsletter).toBeHidden();
});
