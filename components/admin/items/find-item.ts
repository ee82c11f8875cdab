import type { AdminItem, AdminMenu } from '@/lib/menus/admin-menu';

/** The item with this id and its section's id, or null. */
export function findMenuItem(menu: AdminMenu, itemId: string): { item: AdminItem; sectionId: string } | null {
  for (const section of menu.sections) {
    const item = section.items.find((i) => i._id === itemId);
    if (item) return { item, sectionId: section._id };
  }
  return null;
}
