import { zonedDay } from '../zoned-day';

/** The last `count` calendar days (YYYY-MM-DD, oldest first, today last) in a time zone. Pure. */
export function lastDays(now: Date, timeZone: string, count = 30): string[] {
  const days = new Set<string>();
  // Step in half days so a DST change can never skip a date; the Set drops the repeats.
  for (let h = (count - 1) * 24 + 12; h >= 0; h -= 12) days.add(zonedDay(new Date(now.getTime() - h * 3_600_000), timeZone));
  return [...days].slice(-count);
}
