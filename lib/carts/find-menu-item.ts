import type { CartMenu, CartMenuItem } from './menu-shape';

/** The item with this id in any section of the menu, or null. */
export function findMenuItem(menu: CartMenu, itemId: string): CartMenuItem | null {
  for (const section of menu.sections ?? []) {
    for (const item of section.items ?? []) {
      if (String(item._id) === itemId) return item;
    }
  }
  return null;
}
