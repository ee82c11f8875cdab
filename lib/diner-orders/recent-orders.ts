/**
 * The orders this browser sent to a menu lately, so the menu page can lead back to their status pages: a
 * diner who went back to the menu after ordering (for dessert, to call the waiter) follows the order from there. Kept
 * in localStorage per menu, the newest first, at most MAX_KEPT; shown for RECENT_HOURS after they were sent. Safe
 * during SSR: every helper checks for `window` and swallows storage errors (private mode, disabled storage).
 */
import { browserStorage, findStoredEntry } from '../shared/browser-storage';
import { CART_ID_PATTERN } from '../validation/cart-id-pattern';

/** `cart`: the cart that became the order, so that cart's page can lead to the order (a step back after ordering). */
export type RecentOrder = { _id: string; number: number; at: number; cart?: string };

const MAX_KEPT = 3;
const RECENT_HOURS = 12;
const PREFIX = 'orders:';
const key = (menuId: string) => `${PREFIX}${menuId}`;

const storage = () => browserStorage('local');

function read(menuId: string): RecentOrder[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key(menuId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (o): o is RecentOrder =>
        typeof o === 'object' &&
        o !== null &&
        CART_ID_PATTERN.test(String(o._id)) &&
        Number.isInteger(o.number) &&
        o.number > 0 &&
        Number.isFinite(o.at) &&
        (o.cart === undefined || CART_ID_PATTERN.test(String(o.cart))),
    );
  } catch {
    return [];
  }
}

/** Remembers an order just sent, with the cart it was sent from (the newest first; the same order once). */
export function rememberOrder(menuId: string, order: { _id: string; number: number; cart?: string }, now = Date.now()): void {
  const sent: RecentOrder = { _id: order._id, number: order.number, at: now, ...(order.cart ? { cart: order.cart } : {}) };
  const kept = [sent, ...read(menuId).filter((o) => o._id !== order._id)].slice(0, MAX_KEPT);
  try {
    storage()?.setItem(key(menuId), JSON.stringify(kept));
  } catch {
    /* storage unavailable: the chat message still carries the status link */
  }
}

/** Forgets an order the diner took back: the menu page no longer leads to it as 'your order'. */
export function forgetOrder(menuId: string, orderId: string): void {
  try {
    storage()?.setItem(key(menuId), JSON.stringify(read(menuId).filter((o) => o._id !== orderId)));
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

/** The orders sent to this menu in the last RECENT_HOURS, newest first. */
export function recentOrders(menuId: string, now = Date.now()): RecentOrder[] {
  return read(menuId).filter((o) => now - o.at >= 0 && now - o.at < RECENT_HOURS * 3_600_000);
}

/**
 * The order a cart became, when this browser sent it (kept with the menu's recent orders): the cart's page, reached
 * again by a step back or an old tab, says the order went and leads to it instead of 'this cart does not exist'.
 */
export function orderOfSentCart(cartId: string): { menuId: string; order: RecentOrder } | null {
  return findStoredEntry(PREFIX, (menuId) => {
    const order = read(menuId).find((o) => o.cart === cartId);
    return order ? { menuId, order } : null;
  });
}
