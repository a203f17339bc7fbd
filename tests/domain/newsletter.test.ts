import { describe, expect, it } from 'vitest';
import { EMAIL_REQUIRED, INVALID_EMAIL_MESSAGE } from '@/domain/email';
import {
  COUNTRY_REQUIRED,
  DEFAULT_COUNTRY_CODE,
  GENDER_REQUIRED,
  INVALID_COUNTRY_MESSAGE,
  NEWSLETTER_GENDERS,
  type NewsletterForm,
  isGender,
  validateNewsletter,
} from '@/domain/newsletter';

const valid: NewsletterForm = { email: 'jane@example.com', gender: 'f', country_code: 'LB' };

describe('newsletter form (spec §3: email, gender m or f, two-letter country_code defaulting to LB)', () => {
  it('spec §2: gender radios are Male (m) and Female (f)', () => {
    expect(NEWSLETTER_GENDERS).toEqual([
      { value: 'm', label: 'Male' },
      { value: 'f', label: 'Female' },
    ]);
    expect(isGender('m')).toBe(true);
    expect(isGender('x')).toBe(false);
    expect(isGender(null)).toBe(false);
  });

  it('spec §3, §9: the default country is LB', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('LB');
  });

  it('spec §5: a complete form has no errors', () => {
    expect(validateNewsletter(valid)).toEqual({});
  });

  it('spec §5: email, gender and country are required', () => {
    expect(validateNewsletter({ email: '', gender: null, country_code: '' })).toEqual({
      email: EMAIL_REQUIRED,
      gender: GENDER_REQUIRED,
      country_code: COUNTRY_REQUIRED,
    });
  });

  it('spec §5: the email must be valid', () => {
    expect(validateNewsletter({ ...valid, email: 'jane@example' })).toEqual({ email: INVALID_EMAIL_MESSAGE });
  });

  it('spec §3: the country code is two letters A–Z', () => {
    for (const code of ['lb', 'LBN', 'L', '1B', ' LB']) {
      expect(validateNewsletter({ ...valid, country_code: code })).toEqual({ country_code: INVALID_COUNTRY_MESSAGE });
    }
  });
});
