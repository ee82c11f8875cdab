import type { NextRequest } from 'next/server';
import { trustedProxyHops } from '../../env';

/** The address the admin reached the app by: the links in QR codes point where the owner's own browser points. */
export function requestOrigin(req: NextRequest): string {
  const trustProxy = trustedProxyHops() > 0;
  const host = (trustProxy && req.headers.get('x-forwarded-host')) || req.headers.get('host');
  const proto = (trustProxy && req.headers.get('x-forwarded-proto')) || req.nextUrl.protocol.replace(':', '');
  return host && /^[\w.-]+(:\d+)?$/.test(host) ? `${proto === 'https' ? 'https' : 'http'}://${host}` : req.nextUrl.origin;
}
