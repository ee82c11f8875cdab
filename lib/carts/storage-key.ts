/**
 * Where the browser keeps a diner's cart id: one key per menu (spec §3 Cart), and beside it how many pieces the cart
 * held when this browser last saw it (the 'go to cart' button's count). Safe to import during SSR: every helper checks
 * for `window` and swallows storage errors (private mode, disabled storage).
 */
import { browserStorage, findStoredEntry } from '../shared/browser-storage';
import { CART_ID_PATTERN } from '../validation/cart-id-pattern';

export const CART_STORAGE_EVENT = 'cart-storage-change';

/** The localStorage key holding the cart id of one menu. */
export function cartStorageKey(menuId: string): string {
  return `cart:${menuId}`;
}

/** The localStorage key holding how many pieces that cart held when last seen. */
const cartCountKey = (menuId: string) => `cart-count:${menuId}`;

/** How many pieces a cart holds (the sum of its lines' quantities). */
export const piecesIn = (cart: { items: readonly { quantity: number }[] }): number => cart.items.reduce((n, l) => n + l.quantity, 0);

const storage = () => browserStorage('local');

function announce(menuId: string) {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(CART_STORAGE_EVENT, { detail: { menuId } }));
}

/** The stored cart id of a menu, or null. */
export function getStoredCartId(menuId: string): string | null {
  try {
    const id = storage()?.getItem(cartStorageKey(menuId)) ?? null;
    return id && CART_ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Saves the menu's cart id and, when known, how many pieces it holds. */
export function setStoredCartId(menuId: string, cartId: string, pieces?: number): void {
  try {
    storage()?.setItem(cartStorageKey(menuId), cartId);
    if (pieces !== undefined) storage()?.setItem(cartCountKey(menuId), String(pieces));
  } catch {
    /* storage unavailable: the cart still works for this visit */
  }
  announce(menuId);
}

export function clearStoredCartId(menuId: string): void {
  try {
    storage()?.removeItem(cartStorageKey(menuId));
    storage()?.removeItem(cartCountKey(menuId));
  } catch {
    /* nothing to clear */
  }
  announce(menuId);
}

/** How many pieces the menu's cart held when this browser last saw it, or null when not known. */
export function getStoredCartCount(menuId: string): number | null {
  try {
    const n = Number(storage()?.getItem(cartCountKey(menuId)) ?? NaN);
    return Number.isInteger(n) && n >= 0 ? n : null;
  } catch {
    return null;
  }
}

/** Subscribe to changes of the stored cart ids (this tab and other tabs). Returns the unsubscribe function. */
export function subscribeStoredCarts(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(CART_STORAGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_STORAGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The menu this browser saved `cartId` for (a cart link it followed from its own menu), or null. A link to a cart
 * that is gone leaves a stale entry: `forgetCart` drops it so the menu stops offering 'go to cart'.
 */
export function menuOfStoredCart(cartId: string): string | null {
  return findStoredEntry('cart:', (menuId, stored) => (stored === cartId ? menuId : null));
}
