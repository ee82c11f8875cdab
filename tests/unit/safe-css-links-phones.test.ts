/**
 * Values that reach HTML, CSS or links are safe by construction: the schemas the default op and the branch
 * routes parse with refuse what could break out of a style, a non-http(s) link and a phone with anything but digits,
 * '+' and separators; the public page's link builders then keep only digits and '+'.
 */
import { isCssColor } from '../../lib/validation/css-color';
import { publicInfoSchema } from '../../lib/validation/public-info';
import { branchSchema } from '../../lib/validation/branch';
import { telHref } from '../../lib/menus/contact-links';
import { isTimeZone } from '../../lib/validation/time-zone';

describe('CSS colours', () => {
  it.each(['#8d1b3d', '#abc', '#abcd', '#11223344', 'teal', 'RebeccaPurple', 'rgb(10, 20, 30)', 'rgba(10 20 30 / 50%)', 'hsl(210deg 40% 50%)', 'hsla(210, 40%, 50%, 0.5)'])(
    'accepts %s',
    (c) => expect(isCssColor(c)).toBe(true),
  );
  it.each(['red;}', 'red; background:url(x)', 'url(https://x.example/a.png)', 'expression(alert(1))', '#12345', 'rgb(1,2)', 'var(--x)', '"><script>', 'notacolour', ''])(
    'refuses %s',
    (c) => expect(isCssColor(c)).toBe(false),
  );
  it('the server schema refuses a non-colour with a message naming the field', () => {
    const r = publicInfoSchema.safeParse({ colors: { tintColor: 'red;}' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(/^tintColor is not a colour/);
  });
});

describe('links and phones', () => {
  it.each([['whatsapp'], ['googleRateUrl']])('%s accepts http(s) and refuses other schemes', (field) => {
    expect(publicInfoSchema.safeParse({ institution: { [field]: 'https://wa.me/962791234567' } }).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', '//x.example', 'wa.me/1']) {
      expect(publicInfoSchema.safeParse({ institution: { [field]: bad } }).success).toBe(false);
    }
  });

  it('phones must be valid and hold only digits, + and separators', () => {
    const phone = (p: string) => branchSchema.safeParse({ address: 'x', phone: p }).success;
    expect(phone('+962 79 123 4567')).toBe(true);
    expect(phone('+1 (202) 555-0143')).toBe(true);
    expect(phone('+1 800 FLOWERS')).toBe(false);
    expect(phone('+962791234567<script>')).toBe(false);
    expect(phone('12')).toBe(false);
    expect(branchSchema.safeParse({ address: 'x', phone: '12' }).error?.issues[0].message).toBe('Invalid phone number');
  });

  it('the tel: link of any accepted phone is only digits and +', () => {
    for (const p of ['+962 (79) 123-4567', '+1 202.555.0143']) expect(telHref(p)).toMatch(/^tel:\+?\d+$/);
  });

  it('coordinates are numbers in range, both or neither', () => {
    expect(branchSchema.safeParse({ address: 'x', phone: '+962791234567', lat: '31.9', long: '35.9' }).data).toMatchObject({ lat: 31.9, long: 35.9 });
    expect(branchSchema.safeParse({ address: 'x', phone: '+962791234567', lat: '91', long: '35' }).success).toBe(false);
    expect(branchSchema.safeParse({ address: 'x', phone: '+962791234567', lat: '31' }).success).toBe(false);
    expect(branchSchema.safeParse({ address: 'x', phone: '+962791234567' }).success).toBe(true);
  });

  it('time zones are IANA names the runtime knows', () => {
    expect(isTimeZone('Asia/Amman')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Asia/Amman; drop')).toBe(false);
  });
});
