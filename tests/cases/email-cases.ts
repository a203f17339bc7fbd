// One table of e-mail addresses and whether they are valid, run by the domain's test
// (tests/domain/email-cases.test.ts: `isValidEmail`) and by the server's (tests/server/email-cases.test.ts:
// a guest's e-mail through the API's validation). The SPA's forms and the API accept the same
// addresses: the e-mail rule is written once, in src/domain/email.ts. Plain data.

/** One address and whether the rule accepts it. */
export interface EmailCase {
  email: string;
  valid: boolean;
  /** Why the case is here, when it is not obvious. */
  note?: string;
}

const label = 'b'.repeat(60);

export const EMAIL_CASES: EmailCase[] = [
  { email: 'jane@example.com', valid: true },
  { email: 'jane.doe+news@shop.example.co.uk', valid: true },
  { email: "o'brien@example.ie", valid: true },
  { email: 'a_b-c@sub-domain.example.org', valid: true },
  { email: '  jane@example.com  ', valid: true, note: 'trimmed, as the forms and the API keep it' },
  { email: 'user@xn--80ak6aa92e.com', valid: true, note: 'a punycode host' },
  { email: 'x@xn--e1afmkfd.xn--p1ai', valid: true, note: 'a punycode top-level domain' },
  { email: `${'a'.repeat(64)}@example.com`, valid: true, note: 'the longest local part' },
  { email: '', valid: false },
  { email: 'jane', valid: false },
  { email: 'jane@', valid: false },
  { email: '@example.com', valid: false },
  { email: 'jane@example', valid: false, note: 'no top-level domain' },
  { email: 'jane@@example.com', valid: false },
  { email: 'jane doe@example.com', valid: false },
  { email: 'jane..doe@example.com', valid: false },
  { email: '.jane@example.com', valid: false },
  { email: 'jane.@example.com', valid: false },
  { email: 'jane@-example.com', valid: false },
  { email: 'jane@example-.com', valid: false },
  { email: 'jane@example..com', valid: false },
  { email: 'jane@example.c', valid: false, note: 'a one-letter top-level domain' },
  { email: 'jane@example.123', valid: false },
  { email: 'jane@exa_mple.com', valid: false },
  { email: 'jane@[192.168.0.1]', valid: false, note: 'an IP literal: shoppers do not use them' },
  { email: '"jane doe"@example.com', valid: false, note: 'a quoted local part' },
  { email: `${'a'.repeat(65)}@example.com`, valid: false, note: 'a local part over 64 characters' },
  { email: `a@${label}.${label}.${label}.${label}.${label}.com`, valid: false, note: 'over 254 characters' },
];
