import { describe, expect, it } from 'vitest';
import { EMAIL_REQUIRED, INVALID_EMAIL_MESSAGE, checkEmail, isValidEmail } from '@/domain/email';

describe('e-mail rule (spec §5: required, valid — "Please enter a valid e-mail address")', () => {
  it('spec §5: the invalid message is exact', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid e-mail address');
  });

  it.each(['jane@example.com', 'jane.doe+news@shop.example.co.uk', "o'brien@example.ie", 'a_b-c@sub-domain.example.org', '  jane@example.com  ', 'user@xn--80ak6aa92e.com', 'x@xn--e1afmkfd.xn--p1ai'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@@example.com',
    'jane doe@example.com',
    'jane..doe@example.com',
    '.jane@example.com',
    'jane.@example.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@example..com',
    'jane@example.c',
    'jane@example.123',
    'jane@exa_mple.com',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects a local part over 64 characters and an address over 254', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const label = 'b'.repeat(60);
    expect(isValidEmail(`jane@${[label, label, label, label, label].join('.')}.com`)).toBe(false);
  });

  it('accepts exactly 254 characters and no more', () => {
    const domain = (last: number) => ['b', 'c', 'd'].map((ch) => ch.repeat(63)).join('.') + `.${'e'.repeat(last)}.com`;
    expect(`a@${domain(56)}`).toHaveLength(254);
    expect(isValidEmail(`a@${domain(56)}`)).toBe(true);
    expect(isValidEmail(`a@${domain(57)}`)).toBe(false);
  });

  it('spec §5: an empty field asks for the address, a bad one for a valid one', () => {
    expect(checkEmail('  ')).toBe(EMAIL_REQUIRED);
    expect(checkEmail('jane@')).toBe(INVALID_EMAIL_MESSAGE);
    expect(checkEmail('jane@example.com')).toBeNull();
  });
});
