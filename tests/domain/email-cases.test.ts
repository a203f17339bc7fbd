import { describe, expect, it } from 'vitest';
import { isValidEmail } from '@/domain/email';
import { EMAIL_CASES } from '../cases/email-cases';

// The same table the server's test sends through the API's validation: one e-mail rule.
describe('the shared e-mail cases, judged by the domain (spec §5)', () => {
  it.each(EMAIL_CASES)('$email is valid: $valid', ({ email, valid }) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});
