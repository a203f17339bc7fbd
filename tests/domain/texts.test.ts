import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_MESSAGE } from '@/domain/account-entry';
import * as texts from '@/domain/texts';
import { WISHLIST_NAVIGATOR_TITLE } from '@/domain/wishlist-navigator';

describe('interface texts (copied verbatim from the spec)', () => {
  it('spec §2: error page sentence and link', () => {
    expect(texts.CUSTOMER_SERVICE_SENTENCE).toBe('You can contact our customer service team, Monday to Friday from 9:00 AM to 5:00 PM.');
    expect(texts.GO_BACK_HOME).toBe('Go back home');
  });

  it('spec §8: sign-out message and the 404 message with its path', () => {
    expect(LOGGED_OUT_MESSAGE).toBe('You have logged out!');
    expect(texts.PAGE_NOT_FOUND_STATUS).toBe(404);
    expect(texts.PAGE_NOT_FOUND('/no/such/page')).toBe('Page not found: /no/such/page');
  });

  it('spec §2, §4: drawer titles and the search placeholder', () => {
    expect(WISHLIST_NAVIGATOR_TITLE).toBe('Add to wishlist');
    expect(texts.SEARCH_DRAWER_TITLE).toBe('Search');
    expect(texts.SEARCH_PLACEHOLDER).toBe('Type what you are looking for...');
    expect(texts.POPULAR_CATEGORIES_TITLE).toBe('Popular categories');
    expect(texts.FORGOT_PASSWORD_TITLE).toBe('Forgot Your Password');
    expect(texts.RESET_PASSWORD_TITLE).toBe('Reset Your Password');
    expect(texts.CONFIRMATION_CODE_LABEL).toBe('Confirmation code');
    expect(texts.NEW_PASSWORD_LABEL).toBe('New password');
    expect(texts.CONFIRM_LABEL).toBe('Confirm');
  });

  it('spec §2: footer and newsletter texts', () => {
    expect(texts.NEWSLETTER_DIALOG_TITLE).toBe('Receive our newsletter');
    expect(texts.NEWSLETTER_INVITATION).toBe('Sign up to our newsletter to receive all our latest news and enjoy our exclusive offers');
    expect(texts.SUBSCRIBE_LABEL).toBe('Subscribe');
    expect(texts.NEWSLETTER_FIELD_LABELS).toEqual({ email: 'Email', country_code: 'Country', gender: 'Gender' });
    expect(texts.FOOTER_COUNTRY_TEXT).toBe('Lebanon');
  });

  it('spec §2: product card texts', () => {
    expect(texts.OUT_OF_STOCK_LABEL).toBe('Out of stock');
    expect(texts.MORE_COLORS_LABEL).toBe('More colors');
    expect(texts.NEW_LABEL).toBe('New');
    expect(texts.SEE_THIS_PRODUCT_LABEL).toBe('See this product');
  });

  it('spec §2: header and burger menu labels', () => {
    expect(texts.MY_ACCOUNT_LABEL).toBe('My account');
    expect(texts.SIGN_OUT_LABEL).toBe('Sign out');
    expect(texts.MENU_SHORTCUT_LABELS).toEqual({ login: 'Login', myAccount: 'My account', wishlist: 'Wishlist', help: 'Help', stores: 'Stores' });
  });

  it('spec §8: captcha console messages', () => {
    expect(texts.CAPTCHA_LOAD_FAILED).toBe('reCAPTCHA failed to load.');
    expect(texts.CAPTCHA_SCRIPT_LOAD_FAILED).toBe('Failed to load reCAPTCHA script.');
  });
});
