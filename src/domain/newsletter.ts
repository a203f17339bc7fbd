import { checkEmail } from './email';

/** Gender values of the newsletter form (spec §3). */
export type Gender = 'm' | 'f';

/** The gender radio options with their labels (spec §2). */
export const NEWSLETTER_GENDERS: readonly { readonly value: Gender; readonly label: string }[] = [
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
];

/** Country preselected in the newsletter form: Lebanon (spec §3, §9). */
export const DEFAULT_COUNTRY_CODE = 'LB';

/** Message when no gender is chosen (our wording: the spec does not show it). */
export const GENDER_REQUIRED = 'Please choose a gender';

/** Message when no country is chosen (our wording: the spec does not show it). */
export const COUNTRY_REQUIRED = 'Please choose a country';

/** Message when the country is not a two-letter code (our wording). */
export const INVALID_COUNTRY_MESSAGE = 'Please choose a valid country';

/** A two-letter country code, A–Z (spec §3). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** The newsletter form, sent as is to POST /api/newsletter (spec §3, §7); gender is null until chosen. */
export interface NewsletterForm {
  email: string;
  gender: Gender | null;
  country_code: string;
}

/** Whether a value is one of the newsletter genders. */
export function isGender(value: unknown): value is Gender {
  return NEWSLETTER_GENDERS.some((option) => option.value === value);
}

/** Field → message for every invalid field; empty when the form may be sent (spec §5). */
export function validateNewsletter(form: NewsletterForm): Partial<Record<keyof NewsletterForm, string>> {
  const errors: Partial<Record<keyof NewsletterForm, string>> = {};
  const email = checkEmail(form.email);
  if (email !== null) errors.email = email;
  if (!isGender(form.gender)) errors.gender = GENDER_REQUIRED;
  if (form.country_code === '') errors.country_code = COUNTRY_REQUIRED;
  else if (!COUNTRY_CODE_PATTERN.test(form.country_code)) errors.country_code = INVALID_COUNTRY_MESSAGE;
  return errors;
}
