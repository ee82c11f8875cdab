/**
 * lib/money: the currencies' minor units from Intl, exact decimal ⇄ minor-unit conversion, the one rounding
 * rule, the formatting, and the edge cases of the bill's breakdown and of splitting (0, one minor unit, 3-decimal
 * currencies, 100% tax).
 */
import {
  CURRENCIES,
  MONEY_DECIMALS,
  allocate,
  asCurrency,
  billBreakdown,
  currencySymbol,
  fitsMinorUnit,
  formatMoney,
  fromMinor,
  mulDivRound,
  percentOf,
  splitEvenly,
  toMinor,
} from '@/lib/money';

describe('currencies and their minor units (ISO 4217 through Intl)', () => {
  it('has the nine currencies of the issue, 3 decimals for the dinars and rials of JOD, KWD, BHD, OMR and 2 for the others', () => {
    expect([...CURRENCIES].sort()).toEqual(['AED', 'BHD', 'EGP', 'JOD', 'KWD', 'OMR', 'QAR', 'SAR', 'USD']);
    expect(MONEY_DECIMALS).toEqual({ JOD: 3, KWD: 3, BHD: 3, OMR: 3, SAR: 2, AED: 2, QAR: 2, EGP: 2, USD: 2 });
  });

  it('reads a stored currency safely: an unknown one is the default JOD', () => {
    expect(asCurrency('SAR')).toBe('SAR');
    expect(asCurrency('EUR')).toBe('JOD');
    expect(asCurrency(undefined)).toBe('JOD');
  });
});

describe('decimal ⇄ minor units, exactly', () => {
  it('takes the decimal as written: 1.005 JOD is 1005 fils and 1.005 USD rounds half away from zero to 101 cents', () => {
    expect(toMinor(1.005, 'JOD')).toBe(1005);
    expect(1.005 * 100).not.toBe(100.5); // the float noise the conversion must not inherit
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(0.125, 'USD')).toBe(13);
    expect(toMinor(-0.125, 'USD')).toBe(-13);
    expect(toMinor(1.0005, 'KWD')).toBe(1001);
    expect(toMinor(1.0004, 'KWD')).toBe(1000);
    expect(toMinor(3.5, 'JOD')).toBe(3500);
    expect(toMinor('2.10', 'SAR')).toBe(210);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
  });

  it('handles 0, one minor unit, exponent notation and large amounts', () => {
    expect(toMinor(0, 'JOD')).toBe(0);
    expect(toMinor(-0, 'JOD')).toBe(0);
    expect(toMinor(0.001, 'BHD')).toBe(1);
    expect(toMinor(0.01, 'EGP')).toBe(1);
    expect(toMinor(1e-7, 'USD')).toBe(0);
    expect(toMinor(5e-3, 'USD')).toBe(1);
    expect(() => toMinor(1e21, 'JOD')).toThrow(RangeError);
    expect(toMinor(123456789.123, 'OMR')).toBe(123456789123);
  });

  it('refuses what is not an amount', () => {
    for (const bad of [NaN, Infinity, '', 'abc', '1,5', '.']) expect(() => toMinor(bad as number, 'JOD')).toThrow(RangeError);
  });

  it('converts back to the decimal the minor units stand for', () => {
    expect(fromMinor(1005, 'JOD')).toBe(1.005);
    expect(fromMinor(1, 'USD')).toBe(0.01);
    expect(fromMinor(0, 'KWD')).toBe(0);
    expect(() => fromMinor(1.5, 'USD')).toThrow(RangeError);
  });

  it('says whether an amount fits the currency\'s minor unit', () => {
    expect(fitsMinorUnit(3.505, 'JOD')).toBe(true);
    expect(fitsMinorUnit(3.505, 'SAR')).toBe(false);
    expect(fitsMinorUnit('3.500', 'SAR')).toBe(true);
    expect(fitsMinorUnit(1e-3, 'KWD')).toBe(true);
    expect(fitsMinorUnit(1e-4, 'KWD')).toBe(false);
  });
});

describe('rounding: half away from zero', () => {
  it('rounds halves away from zero and everything else to the nearest unit', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(5, 1, -2)).toBe(-3);
    expect(mulDivRound(7, 1, 3)).toBe(2);
    expect(mulDivRound(8, 1, 3)).toBe(3);
    expect(mulDivRound(0, 15, 100)).toBe(0);
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
  });

  it('takes a percent of an amount: 15% of 1005 is 150.75 → 151; 7.5% of 2 is 0.15 → 0; 16% of 1 fils rounds to 0', () => {
    expect(percentOf(1005, 15)).toBe(151);
    expect(percentOf(2, 7.5)).toBe(0);
    expect(percentOf(1, 16)).toBe(0);
    expect(percentOf(10, 5)).toBe(1); // 0.5 → 1
    expect(percentOf(1000, 100)).toBe(1000);
    expect(() => percentOf(100, 7.125)).toThrow(RangeError);
  });
});

describe('formatting in the menu\'s language', () => {
  it('keeps the product\'s display of JOD and USD in both languages (spec §9)', () => {
    expect(formatMoney(3500, 'JOD', 'ar')).toBe('3.50 JD');
    expect(formatMoney(3500, 'JOD', 'en')).toBe('3.50 JD');
    expect(formatMoney(200, 'USD', 'ar')).toBe('2.00 $');
    expect(currencySymbol('JOD')).toBe('JD');
  });

  it('formats the new currencies with Intl: all their decimals, Arabic words and Western digits on an Arabic page', () => {
    expect(formatMoney(3500, 'KWD', 'en')).toBe('KWD\u00a03.500');
    expect(formatMoney(350, 'SAR', 'en')).toBe('SAR\u00a03.50');
    const ar = formatMoney(350, 'SAR', 'ar');
    expect(ar).toContain('3.50');
    expect(ar).toContain('ر.س');
    expect(currencySymbol('KWD', 'ar')).toContain('د.ك');
    expect(currencySymbol('KWD', 'en')).toBe('KWD');
  });
});

describe('the bill\'s breakdown: edge cases', () => {
  const exclusive = (rate: number) => ({ rate, inclusive: false });
  const inclusive = (rate: number) => ({ rate, inclusive: true });

  it('an empty bill and a zero bill are all zeros', () => {
    expect(billBreakdown([], exclusive(15), 10)).toEqual({ subtotal: 0, service: 0, tax: 0, total: 0 });
    expect(billBreakdown([0, 0], inclusive(16), 10)).toEqual({ subtotal: 0, service: 0, tax: 0, total: 0 });
  });

  it('tax-exclusive: service on the subtotal, tax on subtotal and service (Jordan: 10 JD, 10% service, 16% tax = 12.760)', () => {
    expect(billBreakdown([6000, 4000], exclusive(16), 10)).toEqual({ subtotal: 10000, service: 1000, tax: 1760, total: 12760 });
    expect(billBreakdown([1], exclusive(15))).toEqual({ subtotal: 1, service: 0, tax: 0, total: 1 });
  });

  it('tax-inclusive without service charges exactly the prices (Saudi: 115 SAR holds 15 SAR of VAT)', () => {
    expect(billBreakdown([11500], inclusive(15))).toEqual({ subtotal: 10000, service: 0, tax: 1500, total: 11500 });
    expect(billBreakdown([1], inclusive(15))).toEqual({ subtotal: 1, service: 0, tax: 0, total: 1 });
  });

  it('tax-inclusive with a service charge: the service is charged on the price and taxed too', () => {
    // 115 SAR of food, 10% service on it: 126.50 paid, of which 16.50 is VAT (15% of the 110 before tax).
    expect(billBreakdown([11500], inclusive(15), 10)).toEqual({ subtotal: 10000, service: 1000, tax: 1650, total: 12650 });
  });

  it('100% tax, inclusive: half of each price is tax, and a single unit still adds up', () => {
    expect(billBreakdown([2000], inclusive(100))).toEqual({ subtotal: 1000, service: 0, tax: 1000, total: 2000 });
    const one = billBreakdown([1], inclusive(100));
    expect(one.subtotal + one.service + one.tax).toBe(1);
    expect(one.total).toBe(1);
    const three = billBreakdown([3], inclusive(100), 100);
    expect(three.subtotal + three.service + three.tax).toBe(three.total);
    expect(three.total).toBe(6);
    expect(Math.min(three.subtotal, three.service, three.tax)).toBeGreaterThanOrEqual(0);
  });

  it('refuses a fractional line total or a negative rate', () => {
    expect(() => billBreakdown([1.5], exclusive(15))).toThrow(RangeError);
    expect(() => billBreakdown([100], exclusive(-1))).toThrow(RangeError);
  });
});

describe('splitting an amount', () => {
  it('spreads the remainder one unit each over the first shares', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(1, 4)).toEqual([1, 0, 0, 0]);
    expect(splitEvenly(0, 2)).toEqual([0, 0]);
    expect(() => splitEvenly(10, 0)).toThrow(RangeError);
    expect(() => splitEvenly(1.5, 2)).toThrow(RangeError);
  });

  it('allocates in proportion by largest remainder', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 0, 7])).toEqual([3, 0, 7]);
    expect(allocate(1, [1, 2])).toEqual([0, 1]);
    expect(() => allocate(10, [0, 0])).toThrow(RangeError);
  });
});
