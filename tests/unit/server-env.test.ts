/**
 * One reading of the environment (lib/env.ts). TRUST_PROXY was read two ways — the rate limits took '2'
 * as two proxies while the QR links ignored any value but '1' — and now both follow the same parsed setting.
 */
import { NextRequest } from 'next/server';
import { providerContact, serverEnv, trustedProxyHops } from '../../lib/env';
import { requestOrigin } from '../../lib/menus/qr/request-origin';

const saved = process.env.TRUST_PROXY;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

it.each([
  [undefined, 0],
  ['', 0],
  ['0', 0],
  ['1', 1],
  [' TRUE ', 1],
  ['2', 2],
  ['99', 10],
  ['-1', 0],
  ['yes', 0],
])('TRUST_PROXY=%p is %p hops', (value, expected) => {
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  expect(trustedProxyHops()).toBe(expected);
});

it('the QR links follow the forwarded host behind any number of trusted proxies, and ignore it with none', () => {
  const req = () => new NextRequest('http://10.0.0.5:3000/api/v1/quickmenu/x/qr', { headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'menu.example.com', 'x-forwarded-proto': 'https' } });
  process.env.TRUST_PROXY = '2';
  expect(requestOrigin(req())).toBe('https://menu.example.com');
  process.env.TRUST_PROXY = '0';
  expect(requestOrigin(req())).toBe('http://10.0.0.5:3000');
});

describe("the provider's contact (PROVIDER_PHONE, PROVIDER_EMAIL)", () => {
  const keys = ['PROVIDER_PHONE', 'PROVIDER_EMAIL'] as const;
  const before = keys.map((k) => process.env[k]);
  afterEach(() => keys.forEach((k, i) => (before[i] === undefined ? delete process.env[k] : (process.env[k] = before[i]))));
  const withEnv = (phone: string | undefined, email: string | undefined) => {
    for (const [k, v] of [['PROVIDER_PHONE', phone], ['PROVIDER_EMAIL', email]] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    return providerContact();
  };

  it('reads an international number in E.164 and an e-mail address', () => {
    expect(withEnv('+962 79 111 0000', ' sales@example.com ')).toEqual({ phone: '+962791110000', email: 'sales@example.com' });
    expect(withEnv('00962791110000', undefined)).toEqual({ phone: '+962791110000' });
  });

  it('leaves out what is unset, empty or not valid (a local number has no country here)', () => {
    expect(withEnv(undefined, undefined)).toEqual({});
    expect(withEnv('', '')).toEqual({});
    expect(withEnv('0791110000', 'sales@')).toEqual({});
    expect(withEnv('+962 12', 'not an address')).toEqual({});
  });
});

describe('the other settings, read once through lib/env.ts', () => {
  const names = ['JSON_BODY_MAX_BYTES', 'REQUEST_TIMEOUT_MS', 'MAIL_FROM', 'PROVIDER_ADMIN_USERNAME', 'PORT'] as const;
  const before = Object.fromEntries(names.map((n) => [n, process.env[n]]));
  afterEach(() => {
    for (const n of names) {
      if (before[n] === undefined) delete process.env[n];
      else process.env[n] = before[n];
    }
  });

  it('falls back to the default on anything unreadable, and reads a good value', () => {
    process.env.JSON_BODY_MAX_BYTES = 'lots';
    process.env.REQUEST_TIMEOUT_MS = '50';
    process.env.PORT = '-3';
    expect([serverEnv().JSON_BODY_MAX_BYTES, serverEnv().REQUEST_TIMEOUT_MS, serverEnv().PORT]).toEqual([256 * 1024, 30_000, 3000]);
    process.env.JSON_BODY_MAX_BYTES = '1024';
    process.env.REQUEST_TIMEOUT_MS = '5000';
    process.env.PORT = '8080';
    expect([serverEnv().JSON_BODY_MAX_BYTES, serverEnv().REQUEST_TIMEOUT_MS, serverEnv().PORT]).toEqual([1024, 5000, 8080]);
  });

  it('trims texts, lowers the provider admin, and gives mail a sender', () => {
    delete process.env.MAIL_FROM;
    process.env.PROVIDER_ADMIN_USERNAME = '  Staff  ';
    expect([serverEnv().MAIL_FROM, serverEnv().PROVIDER_ADMIN_USERNAME]).toEqual(['QR Menu <no-reply@localhost>', 'staff']);
  });
});
