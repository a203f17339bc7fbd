import { describe, expect, it } from 'vitest';
import { checkBirthDate, checkOptionalPhone, dateTooEarly, PHONE_INVALID } from '@/domain';

describe('profile rules', () => {
  it('the phone is optional, and a real number when given', () => {
    expect(checkOptionalPhone('')).toBeNull();
    expect(checkOptionalPhone('+961 3 123 456')).toBeNull();
    expect(checkOptionalPhone('(01) 23-45.67')).toBeNull();
    expect(checkOptionalPhone('call me')).toBe(PHONE_INVALID);
    expect(checkOptionalPhone('12345')).toBe(PHONE_INVALID);
  });

  it('the birth date is optional, from 1900-01-01 up to the date input maximum', () => {
    expect(checkBirthDate('')).toBeNull();
    expect(checkBirthDate('1992-04-18')).toBeNull();
    expect(checkBirthDate('1899-06-01')).toBe(dateTooEarly('1900-01-01'));
    expect(checkBirthDate('3001-01-01')).not.toBeNull();
  });
});
