import { describe, expect, it } from 'vitest';
import { DATE_INPUT_MAX_DEFAULT, dateInputBounds, isDateWithinBounds, isIsoDate } from '@/domain/date-input';

describe('date inputs (spec §5: optional minimum, maximum defaults to 2999-12-31)', () => {
  it('spec §5: the maximum defaults to 2999-12-31 and there is no minimum by default', () => {
    expect(DATE_INPUT_MAX_DEFAULT).toBe('2999-12-31');
    expect(dateInputBounds()).toEqual({ min: null, max: '2999-12-31' });
    expect(dateInputBounds({ min: null, max: null })).toEqual({ min: null, max: '2999-12-31' });
  });

  it('keeps given bounds', () => {
    expect(dateInputBounds({ min: '2024-01-01', max: '2024-12-31' })).toEqual({ min: '2024-01-01', max: '2024-12-31' });
  });

  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-04-31')).toBe(false);
    expect(isIsoDate('2023-12-31')).toBe(true);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('2023-00-10')).toBe(false);
    expect(isIsoDate('2023-01-00')).toBe(false);
    expect(isIsoDate('2023-1-5')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('spec §5: checks both ends, inclusive', () => {
    const bounds = dateInputBounds({ min: '2024-01-10' });
    expect(isDateWithinBounds('2024-01-10', bounds)).toBe(true);
    expect(isDateWithinBounds('2024-01-09', bounds)).toBe(false);
    expect(isDateWithinBounds('2999-12-31', bounds)).toBe(true);
    expect(isDateWithinBounds('3000-01-01', bounds)).toBe(false);
    expect(isDateWithinBounds('1900-01-01', dateInputBounds())).toBe(true);
    expect(isDateWithinBounds('not a date', dateInputBounds())).toBe(false);
  });
});
