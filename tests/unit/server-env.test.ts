/**
 * Issue #18: one reading of the environment (lib/env.ts). TRUST_PROXY was read two ways — the rate limits took '2'
 * as two proxies while the QR links ignored any value but '1' — and now both follow the same parsed setting.
 */
import { NextRequest } from 'next/server';
import { trustedProxyHops } from '../../lib/env';
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
