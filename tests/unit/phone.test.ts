import { defaultPhoneCountry, isValidPhone } from '@/lib/phone';

describe('isValidPhone', () => {
  const saved = process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY;
    else process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY = saved;
  });

  it('defaults to the USA: a 10-digit US number is valid without a country code', () => {
    delete process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY;
    expect(defaultPhoneCountry()).toBe('US');
    expect(isValidPhone('2015550123')).toBe(true);
    expect(isValidPhone('(201) 555-0123')).toBe(true);
    expect(isValidPhone('+1 201 555 0123')).toBe(true);
  });

  it('rejects US numbers of the wrong length', () => {
    expect(isValidPhone('201555012', 'US')).toBe(false);
    expect(isValidPhone('20155501234', 'US')).toBe(false);
  });

  it('accepts Jordanian mobiles in international form whatever the default country', () => {
    expect(isValidPhone('+962791234567', 'US')).toBe(true);
    expect(isValidPhone('+962 78 123 4567', 'US')).toBe(true);
    expect(isValidPhone('00962771234567', 'US')).toBe(true);
  });

  it('reads local Jordanian numbers when the default country is JO', () => {
    process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY = 'jo';
    expect(defaultPhoneCountry()).toBe('JO');
    expect(isValidPhone('0791234567')).toBe(true);
    // A US number is not a Jordanian number.
    expect(isValidPhone('2015550123')).toBe(false);
  });

  it('does not read a local Jordanian number as valid under the US default', () => {
    expect(isValidPhone('0791234567', 'US')).toBe(false);
  });

  it('rejects truncated international numbers', () => {
    expect(isValidPhone('+96279123', 'US')).toBe(false);
  });

  it('ignores a malformed country override', () => {
    process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY = 'Jordan!';
    expect(defaultPhoneCountry()).toBe('US');
  });

  it.each(['', '   ', 'abc', '123', 'phone: 12', '+', '++962791234567', 'x'.repeat(50)])('rejects garbage %p', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidPhone(undefined as unknown as string)).toBe(false);
    expect(isValidPhone({ $gt: '' } as unknown as string)).toBe(false);
  });
});
