// Interface texts of the spec, copied verbatim. Field rule messages live with their rules
// (search-term.ts, email.ts, password-rules.ts, newsletter.ts).

/** Sentence of the error page (spec §2). */
export const CUSTOMER_SERVICE_SENTENCE = 'You can contact our customer service team, Monday to Friday from 9:00 AM to 5:00 PM.';

/** Link of the error page back to / (spec §2). */
export const GO_BACK_HOME = 'Go back home';

/** HTTP status of a missing route (spec §8). */
export const PAGE_NOT_FOUND_STATUS = 404;

/** Message of a missing route (spec §8). */
export const PAGE_NOT_FOUND = (path: string): string => `Page not found: ${path}`;

/** Title of the search drawer (spec §2). */
export const SEARCH_DRAWER_TITLE = 'Search';

/** Placeholder of the search input (spec §2). */
export const SEARCH_PLACEHOLDER = 'Type what you are looking for...';

/** Heading of the popular categories list in the search drawer (spec §2). */
export const POPULAR_CATEGORIES_TITLE = 'Popular categories';

/** Title of step 1 of the reset drawer (spec §2). */
export const FORGOT_PASSWORD_TITLE = 'Forgot Your Password';

/** Title of step 2 of the reset drawer (spec §2). */
export const RESET_PASSWORD_TITLE = 'Reset Your Password';

/** Label of the pin field of the reset drawer (spec §2). */
export const CONFIRMATION_CODE_LABEL = 'Confirmation code';

/** Label of the password field of the reset drawer (spec §2). */
export const NEW_PASSWORD_LABEL = 'New password';

/** Button of the reset drawer, disabled until the captcha token exists (spec §2). */
export const CONFIRM_LABEL = 'Confirm';

/** Title of the newsletter dialog (spec §2). */
export const NEWSLETTER_DIALOG_TITLE = 'Receive our newsletter';

/** The footer's newsletter invitation (spec §2). */
export const NEWSLETTER_INVITATION = 'Sign up to our newsletter to receive all our latest news and enjoy our exclusive offers';

/** Submit button of the newsletter dialog (spec §2). */
export const SUBSCRIBE_LABEL = 'Subscribe';

/** Field labels of the newsletter dialog (spec §2). */
export const NEWSLETTER_FIELD_LABELS = { email: 'Email', country_code: 'Country', gender: 'Gender' } as const;

/** Country text of the footer (spec §2). */
export const FOOTER_COUNTRY_TEXT = 'Lebanon';

/** Banner of a product card whose stock is 0 or less (spec §2). */
export const OUT_OF_STOCK_LABEL = 'Out of stock';

/** Link of a product card with more colours (spec §2). */
export const MORE_COLORS_LABEL = 'More colors';

/** Marker of a new product (spec §2). */
export const NEW_LABEL = 'New';

/** Optional button of a product card (spec §2). */
export const SEE_THIS_PRODUCT_LABEL = 'See this product';

/** Header dropdown entries for a signed-in shopper (spec §2). */
export const MY_ACCOUNT_LABEL = 'My account';

/** Header dropdown entry that signs out (spec §2). */
export const SIGN_OUT_LABEL = 'Sign out';

/** Bottom shortcuts of the burger menu (spec §2). */
export const MENU_SHORTCUT_LABELS = { login: 'Login', myAccount: 'My account', wishlist: 'Wishlist', help: 'Help', stores: 'Stores' } as const;

/** Console message when the captcha fails to load (spec §8). */
export const CAPTCHA_LOAD_FAILED = 'reCAPTCHA failed to load.';

/** Console message when the captcha script fails to load (spec §8). */
export const CAPTCHA_SCRIPT_LOAD_FAILED = 'Failed to load reCAPTCHA script.';
