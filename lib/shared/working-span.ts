/**
 * A working day's hours as a span of seconds from that day's midnight (spec §4 Open/closed): an end hour below
 * ROLLOVER_END_HOUR (which includes 00:00) falls on the next day. Pure: the open badge (lib/menus/open-status.ts), the
 * owner's list and the working-day form's check (lib/validation/working-day.ts) read hours by this one rule.
 */
import { parseHourMinute } from './zoned-clock';

export const ROLLOVER_END_HOUR = 5;

/** The latest closing time read as the next day's ('04:59'): what the owner's form and its refusal name. */
export const LATEST_NEXT_DAY_END = `${String(ROLLOVER_END_HOUR - 1).padStart(2, '0')}:59`;

const DAY = 86_400;

export type WorkingHours = { start?: string | null; end?: string | null };
export type WorkingSpan = { start: number; end: number };

/** The span of a day's hours, or null when either is missing or malformed. */
export function workingSpan(day: WorkingHours | undefined): WorkingSpan | null {
  if (!day) return null;
  const start = parseHourMinute(day.start);
  let end = parseHourMinute(day.end);
  if (start === null || end === null) return null;
  if (Math.floor(end / 3600) < ROLLOVER_END_HOUR || end === 0) end += DAY;
  return { start, end };
}

/** True when the day's hours run past midnight by the rule above (an end before ROLLOVER_END_HOUR, or 00:00). */
export const endsNextDay = (day: WorkingHours): boolean => (workingSpan(day)?.end ?? 0) > DAY;

/** False when both hours are set and the end comes at or before the start by that rule (20:00–06:00: never open). */
export const endsAfterStart = (day: WorkingHours): boolean => {
  const span = workingSpan(day);
  return span === null || span.end > span.start;
};

/**
 * True when some day has both hours: without any, a menu shows no open/closed badge and no hours list (it would say
 * 'closed' every day of a restaurant that has just not set its hours).
 */
export const hasWorkingHours = (days: readonly WorkingHours[]): boolean => days.some((d) => workingSpan(d) !== null);
