import { describe, expect, it } from 'vitest';
import { cmToInches, formatRange, inchesToCm, inheritedChart, measureUnitOrDefault } from '@/domain';

describe('size charts', () => {
  it('prints centimetres in inches to the half inch, and back', () => {
    expect(cmToInches(82)).toBe(32.5);
    expect(cmToInches(86)).toBe(34);
    expect(inchesToCm(34)).toBe(86);
    expect(formatRange({ min: 82, max: 86 }, 'cm')).toBe('82–86');
    expect(formatRange({ min: 82, max: 86 }, 'in')).toBe('32.5–34');
    expect(formatRange({ min: 25, max: 25 }, 'cm')).toBe('25');
    expect(formatRange(undefined, 'in')).toBe('–');
  });

  it('keeps the remembered unit, centimetres otherwise', () => {
    expect(measureUnitOrDefault('in')).toBe('in');
    expect(measureUnitOrDefault('cm')).toBe('cm');
    expect(measureUnitOrDefault('feet')).toBe('cm');
    expect(measureUnitOrDefault(null)).toBe('cm');
  });

  it('a category inherits its nearest ancestor\'s chart unless it has its own', () => {
    expect(inheritedChart([{ chart: 'women' }, { chart: null }])).toBe('women');
    expect(inheritedChart([{ chart: 'women' }, { chart: 'women-jeans' }])).toBe('women-jeans');
    expect(inheritedChart([{ chart: null }, { chart: null }])).toBeNull();
    expect(inheritedChart([])).toBeNull();
  });
});
