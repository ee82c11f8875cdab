/**
 * Browser calls to the cart API (spec §7 Interest and cart). Each returns the priced cart from `data.data` or throws
 * an Error carrying the server's message (shown as an error toast, spec §8).
 */
import type { PricedCart } from './priced-cart';
import { apiFetch } from '../api/client-fetch';

/** The HTTP status of a failed cart call (404: the cart does not exist or has expired), or undefined offline. */
export const cartErrorStatus = (err: unknown): number | undefined => (err as { status?: number } | null)?.status;

export type NewCartLine = { item: string; subItem: number | null; quantity: number; options?: string[] };

/** Through the one browser fetch (lib/api/client-fetch.ts): it asks for the screen's language (Arabic). */
async function call(method: 'GET' | 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown): Promise<PricedCart> {
  return (await apiFetch<{ data: PricedCart }>(path, { method, body })).data.data;
}

export const fetchCart = (cartId: string) => call('GET', `/api/v1/cart/${encodeURIComponent(cartId)}`);

/** `table`: the table of this visit (lib/carts/table-choice.ts), when the menu was opened from a table's QR code. */
export const createCart = (menu: string, items: NewCartLine[], table?: string) => call('POST', '/api/v1/cart', { items, menu, table });

export const addCartLine = (cartId: string, line: NewCartLine, table?: string) =>
  call('PUT', `/api/v1/cart/${encodeURIComponent(cartId)}`, { ...line, table });

export const removeCartLine = (cartId: string, index: number) =>
  call('DELETE', `/api/v1/cart/${encodeURIComponent(cartId)}?index=${index}`);
