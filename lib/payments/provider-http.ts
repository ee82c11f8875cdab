import { readStreamUpTo } from '../api/read-bounded-body';
import { PaymentProviderError } from './provider-error';

/** How long one call to a provider may take, answer read in full, before it fails as 'timeout'. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** A provider's answer larger than this is not one its documentation describes. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body was empty or not JSON. */
  json: unknown;
  /** The body as text (cut to 500 characters), for the log. */
  text: string;
}

/**
 * One JSON call to a payment provider's REST API: the whole exchange bounded by `timeoutMs` (a provider that takes
 * the request and never answers fails, it does not hang the caller), no redirect followed (an API that redirects is
 * not answering as documented, and the key must not follow it elsewhere). Connection failures and timeouts become a
 * `PaymentProviderError`; any HTTP answer is returned for the adapter to read.
 */
export async function callProvider(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal,
    });
    text = await readBounded(res);
  } catch (err) {
    if (err instanceof PaymentProviderError) throw err;
    if (signal.aborted) throw new PaymentProviderError('timeout', `no complete answer from ${new URL(url).host} within ${timeoutMs} ms`);
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new PaymentProviderError('unreachable', `${new URL(url).host}: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text: text.slice(0, 500) };
}

/** The answer's body as text, read as it streams in and given up past MAX_ANSWER_BYTES (never buffered whole first). */
async function readBounded(res: Response): Promise<string> {
  const body = await readStreamUpTo(res.body, MAX_ANSWER_BYTES);
  if (body === null) throw new PaymentProviderError('bad-answer', `an answer of more than ${MAX_ANSWER_BYTES} bytes`, res.status);
  return body.toString('utf8');
}

/** HTTP Basic credentials: `user:password`, base64. */
export const basicAuth = (user: string, password = '') => `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
