// Interface wording of the sign-in, sign-up and reset drawers that the spec leaves open ("not
// shown"). Rule messages are not here: they come from the domain through the form models.
import { RESET_PIN_LENGTH } from '@/domain';

/** Title of the auth drawer in sign-in mode; also its submit button. */
export const SIGN_IN_TITLE = 'Sign in';

/** Title of the auth drawer in sign-up mode. */
export const SIGN_UP_TITLE = 'Create an account';

/** Submit button of the sign-up form. */
export const SIGN_UP_SUBMIT = 'Create my account';

/** Lead of the sign-in form. */
export const SIGN_IN_LEAD = 'Welcome back. Sign in to follow your orders, keep your wishlist and check out faster.';

/** Lead of the sign-up form. */
export const SIGN_UP_LEAD = 'Save your favourite pieces, follow your orders and check out faster with your saved addresses.';

/** The sign-in form's invitation to create an account instead. */
export const NEW_CUSTOMER_TITLE = 'New to Maison?';
export const NEW_CUSTOMER_TEXT = 'An account keeps your wishlist on every device and your addresses ready at checkout.';
export const NEW_CUSTOMER_ACTION = 'Create an account';

/** The sign-up form's way back to signing in. */
export const HAVE_ACCOUNT_TITLE = 'Already have an account?';
export const HAVE_ACCOUNT_ACTION = 'Sign in instead';

/** The link from the sign-in form to the reset drawer. */
export const FORGOT_PASSWORD_LINK = 'Forgot your password?';

/** Field labels. */
export const FIELD_LABELS = {
  email: 'E-mail',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
} as const;

/** Label of the terms checkbox: text before the first link, the links, and the text between and after them. */
export const TERMS_LABEL = { before: 'I have read and accept the ', link: 'terms and conditions', after: ' and the ', privacy: 'privacy policy', end: '.' } as const;

/** Shown above a form when the failure belongs to no field (too many attempts, server down). */
export const SUBMIT_FAILED = 'Something went wrong on our side. Please try again in a moment.';

/** Accessible text of the loader shown while a form's code loads (the first opening only). */
export const LOADING_FORM = 'Loading the form';

/** Accessible text of the submit buttons' loader. */
export const SIGNING_IN = 'Signing in';
export const CREATING_ACCOUNT = 'Creating your account';
export const SENDING_CODE = 'Sending your confirmation code';
export const SAVING_PASSWORD = 'Saving your new password';

/** Reset drawer: what each step asks for. */
export const FORGOT_PASSWORD_LEAD = 'Enter the e-mail address of your account. We will send you a confirmation code to choose a new password.';
export const RESET_PASSWORD_LEAD = 'Enter the confirmation code we sent you by e-mail, then choose a new password.';

/** Said under step 1's Confirm while it waits for the captcha. */
export const CAPTCHA_NEEDED = 'Complete the security check to continue.';

/** Accessible name of the captcha area. */
export const CAPTCHA_LABEL = 'Security check';

/** Help under the confirmation code field. */
export const CONFIRMATION_CODE_HINT = `The ${RESET_PIN_LENGTH}-digit code from our e-mail.`;

/** The /reset-password page behind the drawer. */
export const RESET_PAGE = {
  title: 'Reset your password',
  text: 'Choose a new password in the panel. Your confirmation code is in the e-mail we sent you, and it is only valid for a short time.',
  eyebrow: 'Your account',
  reopen: 'Choose a new password',
  requestNew: 'Request a new code',
  requestText: 'No code, or it has expired? Ask for a new one with your e-mail address.',
  signIn: 'Sign in',
  continueShopping: 'Continue shopping',
} as const;
