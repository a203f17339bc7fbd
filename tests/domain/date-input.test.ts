import { describe, expect, it } from 'vitest';
import { checkDateInput, DATE_INPUT_MAX, DATE_INVALID, dateTooEarly, dateTooLate, formatIsoDate, isIsoDay } from '@/domain';

describe('date inputs (spec §5)', () => {
  it('the maximum is 2999-12-31 unless given', () => {
    expect(DATE_INPUT_MAX).toBe('2999-12-31');
    expect(checkDateInput('2999-12-31')).toBeNull();
    expect(checkDateInput('3000-01-01')).toBe(dateTooLate('2999-12-31'));
    expect(checkDateInput('2030-01-01', { max: '2029-12-31' })).toBe('Please enter a date up to December 31, 2029');
  });

  it('the minimum is optional', () => {
    expect(checkDateInput('0001-01-01')).toBeNull();
    expect(checkDateInput('1899-12-31', { min: '1900-01-01' })).toBe(dateTooEarly('1900-01-01'));
    expect(checkDateInput('1900-01-01', { min: '1900-01-01' })).toBeNull();
  });

  it('empty is accepted (the field is optional); a day that does not exist is not', () => {
    expect(checkDateInput('')).toBeNull();
    expect(checkDateInput('2021-02-30')).toBe(DATE_INVALID);
    expect(checkDateInput('18/04/1992')).toBe(DATE_INVALID);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
  });

  it('days read en-US', () => {
    expect(formatIsoDate('1992-04-18')).toBe('April 18, 1992');
    expect(formatIsoDate('not a day')).toBe('not a day');
  });
});
