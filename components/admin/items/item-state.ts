import { itemAvailability } from '@/lib/shared/availability';
import { availabilityText } from '@/lib/menus/availability-text';
import { dinerTexts } from '@/lib/i18n/diner-texts';
import { ADMIN_ITEMS_TEXT as T } from '@/lib/i18n/ar';
import type { AdminItem, AdminSection } from '@/lib/menus/admin-menu';

/**
 * Why an item cannot be ordered right now, for the owner: 'نفد · يعود 18:00', or 'خارج أوقات توفّره:
 * متوفر من 07:00' — the same rules and words as the diner's card, on the menu's clock. Null when it can be ordered.
 */
export function itemStateNote(item: AdminItem, section: Pick<AdminSection, 'availability'> | undefined, now: number, timeZone: string): string | null {
  const at = new Date(now);
  const a = itemAvailability(item, section, at, timeZone);
  const text = availabilityText(a, dinerTexts('ar').menu, at, timeZone);
  if (a.available || !text) return null;
  return a.reason === 'soldOut' ? text : T.unavailableHours(text);
}
