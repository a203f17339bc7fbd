import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, sortByDistance } from '@/domain/geo-distance';

const BEIRUT = { lat: 33.8938, lng: 35.5018 };
const TRIPOLI = { lat: 34.4335, lng: 35.8359 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

describe('distance', () => {
  it('measures great-circle distances in kilometres', () => {
    expect(distanceKm(BEIRUT, BEIRUT)).toBe(0);
    expect(distanceKm(BEIRUT, TRIPOLI)).toBeCloseTo(67.9, 0);
    expect(distanceKm(BEIRUT, PARIS)).toBeCloseTo(3186, -1);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
      }),
    );
  });

  it('sorts places nearest first and keeps the order of equal distances', () => {
    const places = [
      { name: 'Paris', ...PARIS },
      { name: 'Tripoli', ...TRIPOLI },
      { name: 'Beirut A', ...BEIRUT },
      { name: 'Beirut B', ...BEIRUT },
    ];
    const sorted = sortByDistance(places, { lat: 33.9, lng: 35.5 });
    expect(sorted.map((entry) => entry.place.name)).toEqual(['Beirut A', 'Beirut B', 'Tripoli', 'Paris']);
    expect(sorted[0]!.distanceKm).toBeLessThan(1);
    expect(sortByDistance(places, TRIPOLI)[0]!.place.name).toBe('Tripoli');
    expect(places[0]!.name).toBe('Paris'); // the input is not changed
  });

  it('writes distances in metres under a kilometre, else kilometres', () => {
    expect(formatDistance(0.8504)).toBe('850 m');
    expect(formatDistance(4.24)).toBe('4.2 km');
    expect(formatDistance(67.94)).toBe('67.9 km');
    expect(formatDistance(3186.4)).toBe('3,186 km');
  });
});
