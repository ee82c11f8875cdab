import type { CartMenu, CartMenuItem, CartMenuSection } from './menu-shape';

export type Found = { item: CartMenuItem; section: CartMenuSection };

/**
 * Each menu copy's items by id, made on its first lookup. The cart's calls price every line against a menu copy kept
 * between requests (cart-menu-cache.ts): scanning it for each line turned every item's ObjectId into text again, over
 * and over (with a 40-item menu, 8% of what the cart adds allocated: docs/measurements.md). A copy is never changed
 * once read (a write makes a new one), so its index stays right for as long as the copy lives, and goes with it.
 */
const indexes = new WeakMap<CartMenu, Map<string, Found>>();

function itemsById(menu: CartMenu): Map<string, Found> {
  let index = indexes.get(menu);
  if (!index) {
    index = new Map();
    for (const section of menu.sections ?? []) {
      for (const item of section.items ?? []) {
        const id = String(item._id);
        // The first wins, as a scan in order would find it.
        if (!index.has(id)) index.set(id, { item, section });
      }
    }
    indexes.set(menu, index);
  }
  return index;
}

/** The item with this id in any section of the menu, and its section (whose hours it keeps), or null. */
export function findMenuItemIn(menu: CartMenu, itemId: string): Found | null {
  return itemsById(menu).get(itemId) ?? null;
}
