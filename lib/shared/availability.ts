/**
 * When an item can be ordered. Pure and import-free but for the zoned clock: the public page computes it in
 * the browser from data in the page (so a page cached at any hour stays right), the cart and the diner's order enforce
 * it on the server with the same rules.
 *
 * - A section or an item may have hours: windows of weekdays with a start and an end ('HH:MM') in the menu's time zone;
 *   an end before the start runs past midnight into the next day (working days roll over only an end before 05:00, the
 *   spec's rule: lib/shared/working-span.ts). The same start and end is refused by the schema. No windows: always.
 *   An item inside a section with hours needs both.
 * - Sold out: `soldOut` with no `soldOutUntil` lasts until the owner turns it back; with one, it ends by itself then.
 */
import { WEEK_DAY_CODES, parseHourMinute, zonedClock } from './zoned-clock';

export type AvailabilityWindow = { days: readonly string[]; start: string; end: string };
export type SoldOutState = { soldOut?: boolean | null; soldOutUntil?: string | Date | null };
export type Timed = SoldOutState & { availability?: readonly AvailabilityWindow[] | null };

/** When an unavailable item is back: days from today (0 = later today) and the wall-clock time, or null if unknown. */
export type Back = { inDays: number; at: string } | null;
export type Availability = { available: true } | { available: false; reason: 'soldOut' | 'hours'; back: Back };

export const MAX_AVAILABILITY_WINDOWS = 7;
const DAY = 86_400;

/** Sold out at this instant: marked, and its end (when it has one) not reached yet. */
export function isSoldOut(thing: SoldOutState | null | undefined, now: Date): boolean {
  if (!thing?.soldOut) return false;
  if (!thing.soldOutUntil) return true;
  const until = new Date(thing.soldOutUntil).getTime();
  return !Number.isFinite(until) || now.getTime() < until;
}

type Span = { from: number; to: number }; // seconds from the start of the reference day (may pass 86400)

function spansOn(windows: readonly AvailabilityWindow[], weekday: number): Span[] {
  const code = WEEK_DAY_CODES[((weekday % 7) + 7) % 7];
  const spans: Span[] = [];
  for (const w of windows) {
    if (!w.days.includes(code)) continue;
    const from = parseHourMinute(w.start);
    const end = parseHourMinute(w.end);
    if (from === null || end === null) continue;
    spans.push({ from, to: end <= from ? end + DAY : end });
  }
  return spans;
}

/** Inside one of the windows at this wall-clock time (weekday, seconds since midnight)? No windows: always. */
export function inWindows(windows: readonly AvailabilityWindow[] | null | undefined, weekday: number, seconds: number): boolean {
  if (!windows || windows.length === 0) return true;
  if (spansOn(windows, weekday).some((s) => seconds >= s.from && seconds < s.to)) return true;
  return spansOn(windows, weekday - 1).some((s) => s.to > DAY && seconds < s.to - DAY);
}

const hhmm = (seconds: number) => {
  const s = ((seconds % DAY) + DAY) % DAY;
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
};

/** The first moment within a week when every set of windows holds (window starts are the only candidates). */
function nextOpening(sets: readonly (readonly AvailabilityWindow[])[], weekday: number, seconds: number): Back {
  const candidates: number[] = [];
  for (const set of sets) for (let k = 0; k <= 7; k++) for (const s of spansOn(set, weekday + k)) candidates.push(k * DAY + s.from);
  for (const t of candidates.sort((a, b) => a - b)) {
    if (t <= seconds) continue;
    const day = Math.floor(t / DAY);
    if (sets.every((set) => inWindows(set, weekday + day, t - day * DAY))) return { inDays: day, at: hhmm(t) };
  }
  return null;
}

/** The item's availability now in the menu's time zone: sold out first, then its section's hours and its own. */
export function itemAvailability(item: Timed, section: Pick<Timed, 'availability'> | null | undefined, now: Date, timeZone?: string | null): Availability {
  // Nothing timed (no sold-out mark, no hours): available, without reading the clock (a cart prices every line by this).
  if (!item.soldOut && !item.availability?.length && !section?.availability?.length) return { available: true };
  const { weekday, seconds } = zonedClock(now, timeZone || undefined);
  if (isSoldOut(item, now)) {
    if (!item.soldOutUntil) return { available: false, reason: 'soldOut', back: null };
    const left = Math.ceil((new Date(item.soldOutUntil).getTime() - now.getTime()) / 1000);
    return { available: false, reason: 'soldOut', back: { inDays: Math.floor((seconds + left) / DAY), at: hhmm(seconds + left) } };
  }
  const sets = [section?.availability ?? [], item.availability ?? []].filter((w) => w.length > 0);
  if (sets.every((set) => inWindows(set, weekday, seconds))) return { available: true };
  return { available: false, reason: 'hours', back: nextOpening(sets, weekday, seconds) };
}

/** The end of today in the menu's time zone: when 'sold out for the rest of the day' ends by itself. */
export function endOfZonedDay(now: Date, timeZone?: string | null): Date {
  const { seconds } = zonedClock(now, timeZone || undefined);
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + (DAY - seconds) * 1000);
}

/** The soonest moment an availability can change (the next minute for windows, or a sold-out end): when to look again. */
export function nextMinute(now: Date): number {
  return 60_000 - (now.getTime() % 60_000);
}
