/**
 * Open/closed status of an institution (spec §4 Open/closed, §9). Pure and client-safe.
 *
 * - The current weekday's working day (in the menu's time zone, not the phone's) gives start and end (HH:MM).
 * - An end hour below 5 (which includes 0) means the end falls on the next day; such a day also keeps the place open
 *   after midnight on the following weekday until that end.
 * - Open when now is between start and end plus 20 s.
 * - The text gives the time to close or to open in hours and minutes, or the days until the next open day when today
 *   has no entry (or the next opening is a day or more away).
 */
import { dinerTexts } from '../i18n/diner-texts';
import type { Lang } from '../i18n/lang';
import { DEFAULT_TIME_ZONE, WEEK_DAY_CODES, zonedClock } from '../shared/zoned-clock';
import { workingSpan } from '../shared/working-span';

export { LATEST_NEXT_DAY_END, endsNextDay } from '../shared/working-span';
export { WEEK_DAY_CODES, DEFAULT_TIME_ZONE, zonedClock, parseHourMinute, type WeekDayCode } from '../shared/zoned-clock';
export type WorkingDay = { day: string; start?: string | null; end?: string | null };

export const END_GRACE_SECONDS = 20;
const DAY = 86_400;

export type OpenStatus =
  | { status: 'Opened'; closesInSeconds: number; text: string; label: string }
  | {
      status: 'Closed';
      /** Seconds until the next opening when it is under a day away, else null. */
      opensInSeconds: number | null;
      /** Whole days until the next open day when the text is in days, else null. */
      opensInDays: number | null;
      /** No working days at all. */
      noSchedule: boolean;
      text: string;
      label: string;
    };

function dayEntry(days: WorkingDay[], weekday: number): WorkingDay | undefined {
  const code = WEEK_DAY_CODES[((weekday % 7) + 7) % 7];
  return days.find((d) => d.day === code);
}

/** A duration in hours and minutes in the page's language: 'ساعتين و15 دقيقة', '3 ساعات', '2 h 15 min'. */
export function formatHoursMinutes(totalSeconds: number, lang: Lang = 'ar'): string {
  const totalMinutes = Math.max(1, Math.ceil(totalSeconds / 60));
  return dinerTexts(lang).openStatus.hoursMinutes(Math.floor(totalMinutes / 60), totalMinutes % 60);
}

/** A day count: 'يوم', 'يومين', '3 أيام', '11 يوماً'; '1 day', '3 days'. */
export function formatDays(days: number, lang: Lang = 'ar'): string {
  return dinerTexts(lang).openStatus.days(days);
}

export function openStatus(workingDays: WorkingDay[] | null | undefined, now: Date, timeZone?: string | null, lang: Lang = 'ar'): OpenStatus {
  const T = dinerTexts(lang).openStatus;
  const days = workingDays ?? [];
  const { weekday, seconds } = zonedClock(now, timeZone || DEFAULT_TIME_ZONE);
  const today = workingSpan(dayEntry(days, weekday));
  const yesterday = workingSpan(dayEntry(days, weekday - 1));

  // Open through today's entry, or still open after midnight through yesterday's rolled-over entry.
  if (today && seconds >= today.start && seconds <= today.end + END_GRACE_SECONDS) {
    const left = Math.max(0, today.end - seconds);
    return { status: 'Opened', closesInSeconds: left, text: T.closesIn(formatHoursMinutes(left, lang)), label: T.opened };
  }
  if (yesterday && yesterday.end > DAY && seconds <= yesterday.end - DAY + END_GRACE_SECONDS) {
    const left = Math.max(0, yesterday.end - DAY - seconds);
    return { status: 'Opened', closesInSeconds: left, text: T.closesIn(formatHoursMinutes(left, lang)), label: T.opened };
  }

  const closed = (opensInSeconds: number | null, opensInDays: number | null, text: string, noSchedule = false): OpenStatus => ({
    status: 'Closed',
    opensInSeconds,
    opensInDays,
    noSchedule,
    text,
    label: T.closed,
  });

  // Next opening: later today, else the first following day with an entry.
  let next: { inSeconds: number; inDays: number } | null = null;
  if (today && seconds < today.start) next = { inSeconds: today.start - seconds, inDays: 0 };
  for (let k = 1; !next && k <= 7; k++) {
    const span = workingSpan(dayEntry(days, weekday + k));
    if (span) next = { inSeconds: k * DAY + span.start - seconds, inDays: k };
  }
  if (!next) return closed(null, null, T.noSchedule, true);
  if (today && next.inSeconds < DAY) {
    return closed(next.inSeconds, null, T.opensIn(formatHoursMinutes(next.inSeconds, lang)));
  }
  const inDays = Math.max(1, next.inDays);
  return closed(null, inDays, T.opensIn(formatDays(inDays, lang)));
}
