import { fitsFilter, type DietaryFilter } from '@/lib/menus/dietary-filter';
import type { PublicSection } from '@/lib/menus/public-menu';

/**
 * Hides the cards of the items that do not fit (the cards are the server's static HTML, so this works on the DOM:
 * the `hidden` attribute, which also hides them from screen readers), and a section with items, no gallery, and all
 * its items hidden.
 */
export function applyFilter(root: HTMLElement, sections: readonly PublicSection[], filter: DietaryFilter): void {
  for (const section of sections) {
    const element = root.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(section._id)}"]`);
    if (!element) continue;
    let shown = 0;
    for (const item of section.items) {
      const fits = fitsFilter(item, filter);
      if (fits) shown++;
      const card = element.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(item._id)}"]`);
      const row = card?.closest('li') ?? card;
      if (row) row.hidden = !fits;
    }
    element.hidden = section.items.length > 0 && section.galleries.length === 0 && shown === 0;
  }
}
