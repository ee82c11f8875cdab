import type { StoredCart } from './find-cart-or-throw';

/**
 * The carts this instance has read or written lately, by id: the menu each belongs to (which never changes) and its
 * lines as last seen. A cart add starts from this copy instead of reading the cart (issue #20: one round trip less per
 * add); the lines only choose which guarded write to try first (add-cart-line.ts), so a copy made stale by another
 * instance costs a retry, never a wrong cart. A cart that is gone fails every guarded write and is then read (a 404).
 * Bounded: the least recently used go first.
 */
const MAX_CARTS = 20_000;
const known = new Map<string, StoredCart>();

export function knownCart(cartId: string): StoredCart | undefined {
  const cart = known.get(cartId);
  if (cart) {
    known.delete(cartId);
    known.set(cartId, cart);
  }
  return cart;
}

export function rememberCart(cart: StoredCart): void {
  const id = String(cart._id);
  known.delete(id);
  known.set(id, cart);
  if (known.size > MAX_CARTS) known.delete(known.keys().next().value as string);
}

export function forgetCart(cartId: string): void {
  known.delete(cartId);
}
