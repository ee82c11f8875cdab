import type { StoredCart } from './find-cart-or-throw';
import { LruMap } from '../shared/lru-map';

/**
 * The carts this instance has read or written lately, by id: the menu each belongs to (which never changes) and its
 * lines as last seen. A cart add starts from this copy instead of reading the cart (one round trip less per
 * add); the lines only choose which guarded write to try first (add-cart-line.ts), so a copy made stale by another
 * instance costs a retry, never a wrong cart. A cart that is gone fails every guarded write and is then read (a 404).
 * Bounded: the least recently used go first.
 */
const known = new LruMap<string, StoredCart>(20_000);

export const knownCart = (cartId: string): StoredCart | undefined => known.get(cartId);

export function rememberCart(cart: StoredCart): void {
  known.set(String(cart._id), cart);
}

export function forgetCart(cartId: string): void {
  known.delete(cartId);
}
