import type { Availability } from '../shared/availability';
import { WEEK_DAY_CODES, zonedClock } from '../shared/zoned-clock';
import type { DinerTexts } from '../i18n/diner-texts';

/**
 * What an unavailable item's card says: 'نفد', 'نفد · يعود 18:00', 'متوفر من 07:00', 'متوفر غداً من 07:00',
 * 'متوفر يوم السبت من 07:00'; null when it is available.
 */
export function availabilityText(a: Availability, T: DinerTexts['menu'], now: Date, timeZone?: string | null): string | null {
  if (a.available) return null;
  if (a.reason === 'soldOut') return a.back ? T.soldOutBack(a.back.inDays === 0 ? a.back.at : dayAndTime(a.back, T, now, timeZone)) : T.soldOut;
  if (!a.back) return T.unavailableNow;
  if (a.back.inDays === 0) return T.availableFrom(a.back.at);
  if (a.back.inDays === 1) return T.availableTomorrow(a.back.at);
  return T.availableOn(weekdayName(a.back.inDays, T, now, timeZone), a.back.at);
}

function weekdayName(inDays: number, T: DinerTexts['menu'], now: Date, timeZone?: string | null): string {
  return T.dayNames[WEEK_DAY_CODES[(zonedClock(now, timeZone || undefined).weekday + inDays) % 7]];
}

function dayAndTime(back: { inDays: number; at: string }, T: DinerTexts['menu'], now: Date, timeZone?: string | null): string {
  return `${weekdayName(back.inDays, T, now, timeZone)} ${back.at}`;
}
