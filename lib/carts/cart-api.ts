/**
 * Browser calls to the cart API (spec §7 Interest and cart). Each returns the priced cart from `data.data` or throws
 * an Error carrying the server's message (shown as an error toast, spec §8).
 */
import type { PricedCart } from './priced-cart';

/** The HTTP status of a failed cart call (404: the cart does not exist or has expired), or undefined offline. */
export const cartErrorStatus = (err: unknown): number | undefined => (err as { status?: number } | null)?.status;

export type NewCartLine = { item: string; subItem: number | null; quantity: number };

async function call(method: string, path: string, body?: unknown): Promise<PricedCart> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error('تعذّر الاتصال بالخادم، تحقّق من الاتصال وحاول مرة أخرى');
  }
  const json = (res.headers.get('content-type') ?? '').includes('application/json') ? await res.json().catch(() => null) : null;
  if (!res.ok || json?.status !== 'success') {
    throw Object.assign(new Error(json?.message || `Request failed (${res.status})`), { status: res.status });
  }
  return json.data.data as PricedCart;
}

export const fetchCart = (cartId: string) => call('GET', `/api/v1/cart/${encodeURIComponent(cartId)}`);

export const createCart = (menu: string, items: NewCartLine[]) => call('POST', '/api/v1/cart', { items, menu });

export const addCartLine = (cartId: string, line: NewCartLine) => call('PUT', `/api/v1/cart/${encodeURIComponent(cartId)}`, line);

export const removeCartLine = (cartId: string, index: number) =>
  call('DELETE', `/api/v1/cart/${encodeURIComponent(cartId)}?index=${index}`);
