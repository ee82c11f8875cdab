import { greatCircleKm } from '@/lib/geo/great-circle';

describe('greatCircleKm (haversine)', () => {
  it('is 0 for the same point', () => {
    expect(greatCircleKm([35.91, 31.95], [35.91, 31.95])).toBe(0);
  });
  it('Amman to Irbid is about 67 km', () => {
    expect(greatCircleKm([35.9106, 31.9539], [35.8444, 32.5556])).toBeCloseTo(67.2, 0);
  });
  it('London to Paris is about 344 km, and symmetric', () => {
    const london: [number, number] = [-0.1278, 51.5074];
    const paris: [number, number] = [2.3522, 48.8566];
    expect(greatCircleKm(london, paris)).toBeGreaterThan(342);
    expect(greatCircleKm(london, paris)).toBeLessThan(345);
    expect(greatCircleKm(paris, london)).toBeCloseTo(greatCircleKm(london, paris), 9);
  });
  it('one degree of latitude is about 111.2 km', () => {
    expect(greatCircleKm([0, 0], [0, 1])).toBeCloseTo(111.19, 1);
  });
  it('antipodes are half the circumference', () => {
    expect(greatCircleKm([0, 0], [180, 0])).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});
