import type { CartMenu, CartMenuItem, CartMenuSection } from './menu-shape';

/** The item with this id in any section of the menu, and its section (whose hours it keeps), or null. */
export function findMenuItemIn(menu: CartMenu, itemId: string): { item: CartMenuItem; section: CartMenuSection } | null {
  for (const section of menu.sections ?? []) {
    for (const item of section.items ?? []) {
      if (String(item._id) === itemId) return { item, section };
    }
  }
  return null;
}

/** The item with this id in any section of the menu, or null. */
export function findMenuItem(menu: CartMenu, itemId: string): CartMenuItem | null {
  return findMenuItemIn(menu, itemId)?.item ?? null;
}
