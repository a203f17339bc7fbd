import { describe, expect, it } from 'vitest';
import { validate } from 'class-validator';
import {
  EMAIL_REQUIRED,
  GENDER_REQUIRED,
  INVALID_COUNTRY_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL,
  PASSWORD_TOO_SHORT,
  PIN_REQUIRED,
  TERMS_REQUIRED,
} from '@/domain';
import { ForgotPasswordFormModel, NewsletterFormModel, ResetPasswordFormModel, SignUpFormModel } from '@/application/forms';

async function messages(model: object): Promise<Record<string, string[]>> {
  const errors = await validate(model);
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

describe('form models take their rules and messages from the domain (spec §5)', () => {
  it('newsletter: valid e-mail, gender m/f, two-letter country (default LB)', async () => {
    const form = Object.assign(new NewsletterFormModel(), { email: 'nope', gender: null, country_code: 'Lebanon' });
    expect(new NewsletterFormModel().country_code).toBe('LB');
    expect(await messages(form)).toEqual({
      email: [INVALID_EMAIL_MESSAGE],
      gender: [GENDER_REQUIRED],
      country_code: [INVALID_COUNTRY_MESSAGE],
    });
    expect(await messages(Object.assign(new NewsletterFormModel(), { email: 'a@b.co', gender: 'm' }))).toEqual({});
  });

  it('forgot password: e-mail required and valid', async () => {
    expect(await messages(new ForgotPasswordFormModel())).toEqual({ email: [EMAIL_REQUIRED] });
    expect(await messages(Object.assign(new ForgotPasswordFormModel(), { email: 'a@b' }))).toEqual({ email: [INVALID_EMAIL_MESSAGE] });
  });

  it('reset password: pin required; password at least 8, one uppercase and one special', async () => {
    expect(await messages(Object.assign(new ResetPasswordFormModel(), { password: 'Ab!' }))).toEqual({
      pin: [PIN_REQUIRED],
      password: [PASSWORD_TOO_SHORT],
    });
    expect(await messages(Object.assign(new ResetPasswordFormModel(), { pin: '1', password: 'abcdefgh' }))).toEqual({
      password: [PASSWORD_NEEDS_UPPERCASE_AND_SPECIAL],
    });
    expect(await messages(Object.assign(new ResetPasswordFormModel(), { pin: '1', password: 'Abcdefg!' }))).toEqual({});
  });

  it('sign up: terms must be accepted', async () => {
    const form = Object.assign(new SignUpFormModel(), { first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'Abcdefg!' });
    expect(await messages(form)).toEqual({ accept_terms: [TERMS_REQUIRED] });
  });
});
