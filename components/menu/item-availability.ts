import { itemAvailability } from '@/lib/shared/availability';
import { availabilityText } from '@/lib/menus/availability-text';
import type { DinerTexts } from '@/lib/i18n/diner-texts';
import type { PublicSection } from '@/lib/menus/public-menu';
import styles from './ItemCard.module.css';

/** Why an item cannot be ordered now, as its card says it; absent from the map when it can be. */
export type ItemNote = { text: string; soldOut: boolean };

/**
 * The notes of every unavailable item at `now`, on the menu's clock. Only items that are sold out or have
 * hours (their own or their section's) are looked at, so a menu without any costs nothing. The deals section shares
 * its item objects with their own sections, whose hours they keep.
 */
export function itemNotes(sections: readonly PublicSection[], now: number, timeZone: string, T: DinerTexts['menu']): Map<string, ItemNote> {
  const notes = new Map<string, ItemNote>();
  const at = new Date(now);
  for (const section of sections) {
    if (section.synthetic) continue;
    for (const item of section.items) {
      if (!item.soldOut && !item.availability && !section.availability) continue;
      const a = itemAvailability(item, section, at, timeZone);
      const text = availabilityText(a, T, at, timeZone);
      if (text && !a.available) notes.set(item._id, { text, soldOut: a.reason === 'soldOut' });
    }
  }
  return notes;
}

/**
 * Brings the server's static cards (not hydrated, see MenuSections) up to date: each card greys out or back and its
 * note changes, when the clock passes an item's boundary.
 */
export function syncCardNotes(root: HTMLElement, notes: Map<string, ItemNote>) {
  // Nothing unavailable now and nothing greyed on the page: no card to visit (the usual menu, at every tick).
  if (notes.size === 0 && !root.querySelector('[data-unavailable]')) return;
  for (const card of Array.from(root.querySelectorAll<HTMLElement>('[data-item-id]'))) {
    const note = notes.get(card.getAttribute('data-item-id') ?? '');
    setFlag(card, 'data-unavailable', Boolean(note));
    setFlag(card, 'data-sold-out', Boolean(note?.soldOut));
    let badge = card.querySelector<HTMLElement>('[data-item-note]');
    if (!note) {
      badge?.remove();
      continue;
    }
    if (!badge) {
      badge = document.createElement('span');
      badge.className = styles.soldOutBadge;
      badge.setAttribute('data-item-note', '');
      const price = card.querySelector(`.${styles.priceRow}`);
      if (price) price.after(badge);
      else card.querySelector(`.${styles.body}`)?.append(badge);
    }
    if (badge.textContent !== note.text) badge.textContent = note.text;
  }
}

function setFlag(el: HTMLElement, name: string, on: boolean) {
  if (on && !el.hasAttribute(name)) el.setAttribute(name, 'true');
  if (!on && el.hasAttribute(name)) el.removeAttribute(name);
}
