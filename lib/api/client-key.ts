/**
 * Who is asking, for rate limits. Behind a proxy (TRUST_PROXY=1) the first X-Forwarded-For address is the client;
 * otherwise every request shares the direct peer, which Next does not expose, so one bucket is used.
 */
export function clientKey(req: Request): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = req.headers.get('x-forwarded-for');
    if (forwarded) return forwarded.split(',')[0].trim();
    const real = req.headers.get('x-real-ip');
    if (real) return real.trim();
  }
  return 'direct';
}
