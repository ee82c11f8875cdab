/**
 * Property tests of lib/money over random baskets, rates and currencies: the bill's parts always add up to
 * its total, no minor unit is lost or created by a split or an allocation, and every figure is rounded to the
 * currency's minor unit by the one rule (half away from zero), within one unit of the exact rational value.
 */
import fc from 'fast-check';
import { CURRENCIES, allocate, billBreakdown, fromMinor, minorDigits, splitEvenly, toMinor, type Currency } from '@/lib/money';

const RUNS = 2000;
const currency = fc.constantFrom(...CURRENCIES);
/** A percent as an owner types it: 0 to 100 with at most two decimals (15, 16, 7.5, 14.25). */
const percent = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
/** A basket: up to 12 lines of a price (minor units) times a quantity. */
const basket = fc.array(fc.record({ price: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) }), { maxLength: 12 });
const lineTotals = (b: { price: number; quantity: number }[]) => b.map((l) => l.price * l.quantity);

/** Exact value of a / b as a rational compared with an integer n: |n − a/b| ≤ 1/2 (the rounding of a fraction). */
const roundedFrom = (n: number, a: bigint, b: bigint) => {
  const diff = BigInt(n) * b - a; // (n − a/b) × b
  return 2n * (diff < 0n ? -diff : diff) <= (b < 0n ? -b : b);
};
const bp = (p: number) => BigInt(Math.round(p * 100));

describe('money properties', () => {
  it('a bill\'s subtotal, service and tax always add up to its total, none negative, each rounded once from its exact value', () => {
    fc.assert(
      fc.property(basket, percent, fc.boolean(), percent, (b, rate, inclusive, service) => {
        const lines = lineTotals(b);
        const gross = lines.reduce((s, t) => s + t, 0);
        const bill = billBreakdown(lines, { rate, inclusive }, service);
        expect(bill.subtotal + bill.service + bill.tax).toBe(bill.total);
        for (const v of Object.values(bill)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        const G = BigInt(gross);
        const r = bp(rate);
        const s = bp(service);
        if (!inclusive) {
          expect(bill.subtotal).toBe(gross);
          expect(roundedFrom(bill.service, G * s, 10_000n)).toBe(true);
          expect(roundedFrom(bill.tax, BigInt(bill.subtotal + bill.service) * r, 10_000n)).toBe(true);
        } else {
          // The diner pays the prices plus the service on them; the tax is the rate's share of that.
          expect(roundedFrom(bill.total - gross, G * s, 10_000n)).toBe(true);
          expect(roundedFrom(bill.tax, BigInt(bill.total) * r, 10_000n + r)).toBe(true);
          expect(roundedFrom(bill.service, G * s, 10_000n + r)).toBe(true);
          if (service === 0) expect(bill.total).toBe(gross);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a basket priced in a currency\'s decimals sums, in minor units, to exactly the decimal sum of its prices', () => {
    fc.assert(
      fc.property(currency, fc.array(fc.integer({ min: 0, max: 99_999_999 }), { maxLength: 20 }), (c: Currency, minors) => {
        const d = minorDigits(c);
        // The prices as an owner writes them ('12.345'), read back to minor units, then summed as integers.
        const written = minors.map((m) => fromMinor(m, c).toFixed(d));
        const total = written.reduce((sum, w) => sum + toMinor(w, c), 0);
        expect(total).toBe(minors.reduce((s, m) => s + m, 0));
        for (const m of minors) expect(toMinor(fromMinor(m, c), c)).toBe(m);
      }),
      { numRuns: RUNS },
    );
  });

  it('a decimal with more digits than the currency has rounds half away from zero to its minor unit', () => {
    fc.assert(
      fc.property(currency, fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }), (c: Currency, digits, places) => {
        const neg = digits < 0n;
        const abs = (neg ? -digits : digits).toString().padStart(places + 1, '0');
        const text = `${neg ? '-' : ''}${abs.slice(0, abs.length - places)}${places ? `.${abs.slice(-places)}` : ''}`;
        const d = minorDigits(c);
        const got = toMinor(text, c);
        // exact value = digits / 10^places; in minor units × 10^d.
        expect(roundedFrom(got, digits * 10n ** BigInt(d), 10n ** BigInt(places))).toBe(true);
        // a tie goes away from zero
        const scaled = digits * 10n ** BigInt(d);
        const den = 10n ** BigInt(places);
        if ((2n * (scaled % den)) === den || (2n * (scaled % den)) === -den) expect(Math.abs(got)).toBe(Number((neg ? -scaled : scaled) / den) + 1);
      }),
      { numRuns: RUNS },
    );
  });

  it('an amount split in N parts: the parts add up to it, differ by at most one unit, none negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 50 }), (amount, n) => {
        const parts = splitEvenly(amount, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect(Math.min(...parts)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('a bill\'s tax allocated over its lines adds up to the tax, each line within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        basket.filter((b) => b.some((l) => l.price > 0)),
        percent,
        fc.boolean(),
        (b, rate, inclusive) => {
          const lines = lineTotals(b);
          const { tax } = billBreakdown(lines, { rate, inclusive });
          const shares = allocate(tax, lines);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(tax);
          const sum = BigInt(lines.reduce((s, t) => s + t, 0));
          shares.forEach((share, i) => {
            const exact = BigInt(tax) * BigInt(lines[i]!);
            expect(BigInt(share) * sum - exact < sum && exact - BigInt(share) * sum < sum).toBe(true);
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
