import { trustedProxyHops } from '../env';
/**
 * Who is asking, for rate limits: an address, never something the caller can choose.
 *
 * server/main.ts appends the socket's peer address to `X-Forwarded-For` (as every proxy does), so the right-most
 * entry is always the direct peer. `TRUST_PROXY=N` says N reverse proxies we run stand in front: each appended the
 * address it saw, so the client is the entry N hops left of the peer (`TRUST_PROXY=1`: the right-most entry the proxy
 * sent). Entries further left were written by the client and are ignored, so rotating them buys nothing.
 */
export function clientKey(req: { headers: Headers }): string {
  const hops = trustedProxyHops();
  const chain = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (chain.length === 0) return 'unknown';
  return chain[Math.max(0, chain.length - 1 - hops)];
}
