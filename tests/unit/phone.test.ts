import { defaultPhoneCountry, isValidPhone, phoneFieldValue, toE164 } from '@/lib/phone';

// Each test sets the deployment's default country as it needs; the environment is given back after each.
const saved = process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY;
afterEach(() => {
  if (saved === undefined) delete process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY;
  else process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY = saved;
});

describe('isValidPhone', () => {
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

describe('phoneFieldValue: a stored number as its form field starts', () => {
  it('writes the default country\'s numbers as locals do, others internationally, and both read back the same', () => {
    process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY = 'JO';
    expect(phoneFieldValue('+962795550000')).toBe('07 9555 0000');
    expect(phoneFieldValue('+201012345678')).toBe('+20 10 12345678');
    for (const stored of ['+962795550000', '+201012345678']) expect(toE164(phoneFieldValue(stored))).toBe(stored);
  });

  it('leaves what it cannot read as it is, and nothing as nothing', () => {
    process.env.NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY = 'JO';
    expect(phoneFieldValue('0791234567')).toBe('0791234567');
    expect(phoneFieldValue('+12')).toBe('+12');
    expect(phoneFieldValue(undefined)).toBe('');
    expect(phoneFieldValue('')).toBe('');
  });
});
