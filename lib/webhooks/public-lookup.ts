import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { badRequest } from '../api/errors';
import { serverEnv } from '../env';
import { msg } from '../i18n/t';
import { isPrivateAddress } from './private-address';

const allowPrivate = () => serverEnv().WEBHOOKS_ALLOW_PRIVATE_URLS;

/** The host of a URL as a resolver takes it (an IPv6 literal without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * When a webhook is registered: the URL's host must resolve, and to public addresses only (every address it
 * resolves to: one private answer among public ones is how a rebinding host starts), unless the operator allows
 * private ones (WEBHOOKS_ALLOW_PRIVATE_URLS=1). A 400 with the reason otherwise.
 */
export async function assertPublicUrl(raw: string): Promise<void> {
  const url = new URL(raw);
  if (url.username || url.password) throw badRequest(msg('webhookUrlCredentials'));
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(hostOf(url), { all: true, verbatim: true });
  } catch {
    throw badRequest(msg('webhookUrlUnresolved'));
  }
  if (!addresses.length) throw badRequest(msg('webhookUrlUnresolved'));
  if (!allowPrivate() && addresses.some((a) => isPrivateAddress(a.address))) throw badRequest(msg('webhookUrlPrivate'));
}

/** The refusal a delivery records when the host now resolves to a private address (DNS rebinding). */
export const PRIVATE_ADDRESS_REFUSED = 'refused: the host resolves to a private or local address';

/**
 * Whether a delivery to this URL is refused before connecting: a host written as an IP address is never looked up
 * (the connection skips the resolver below), so it is judged here.
 */
export function refusedLiteralAddress(url: URL): boolean {
  const host = hostOf(url);
  return isIP(host) !== 0 && !allowPrivate() && isPrivateAddress(host);
}

/**
 * The resolver each delivery's connection uses (http.request's `lookup`): the address it connects to is the one
 * checked here, so a host that answered a public address at registration and a private one now is refused at the
 * moment of sending, with no second lookup between the check and the connection.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses;
    if (!allowPrivate() && (!list.length || list.some((a) => isPrivateAddress(a.address)))) {
      return callback(Object.assign(new Error(PRIVATE_ADDRESS_REFUSED), { code: 'EPRIVATEADDRESS' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0].address, list[0].family);
  });
};
