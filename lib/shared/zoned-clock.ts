/**
 * The wall clock of a place: weekday and time of day of an instant in a time zone, read through Intl, never the
 * device's zone. Pure (its one import is the kept date formats): the open badge, item availability and the
 * server's checks share it.
 */
import { dateFormat } from './date-format';

export const WEEK_DAY_CODES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekDayCode = (typeof WEEK_DAY_CODES)[number];

export const DEFAULT_TIME_ZONE = 'Asia/Amman';

const formatFor = (timeZone: string) =>
  dateFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** Wall-clock weekday (0 = Sunday) and seconds since midnight of an instant in a time zone. */
export function zonedClock(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { weekday: number; seconds: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatFor(timeZone).formatToParts(now);
  } catch {
    return zonedClock(now, DEFAULT_TIME_ZONE);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  const seconds = (Number(get('hour')) % 24) * 3600 + Number(get('minute')) * 60 + Number(get('second'));
  return { weekday, seconds };
}

/** 'HH:MM' -> seconds since midnight, or null when malformed. */
export function parseHourMinute(text: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(String(text ?? '').trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 3600 + min * 60;
}
