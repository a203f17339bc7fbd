// The newsletter dialog's texts the spec leaves to us (spec §2 says only what the notice must say).

/** The store's legal entity, data controller of the mailing list (as the privacy policy names it). */
export const STORE_LEGAL_ENTITY = 'Maison Beirut SAL';

/** Path of the privacy policy the notice links to (spec §2 route). */
export const PRIVACY_POLICY_PATH = '/content/privacy-policy';

/** Label of the notice's link to the privacy policy. */
export const PRIVACY_POLICY_LINK_LABEL = 'Privacy policy';

/**
 * The privacy notice under the newsletter form (spec §2): it names the data controller and says
 * that signing up adds the person to the mailing list for news by e-mail. A blank controller
 * falls back to the store's legal entity.
 */
export function newsletterPrivacyNotice(controller: string = STORE_LEGAL_ENTITY): string {
  const company = controller.trim() === '' ? STORE_LEGAL_ENTITY : controller.trim();
  return (
    `${company} is the data controller of the information you give here. ` +
    'By subscribing, you will be added to our mailing list and receive our news by e-mail. ' +
    'You can unsubscribe at any time with the link in each e-mail.'
  );
}

/** Shown in the dialog when a subscription fails with no field to blame (rate limit, network). */
export const NEWSLETTER_FAILED_MESSAGE = 'We could not sign you up just now. Please try again in a moment.';

/** Accessible text of the loader that replaces Subscribe while the request runs. */
export const NEWSLETTER_SUBMITTING_LABEL = 'Subscribing';
