import { dateFormat } from '../shared/date-format';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; Asia/Amman when the zone is unknown. */
export function zonedDay(now: Date, timeZone = 'Asia/Amman'): string {
  const fmt = (tz: string) => dateFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return fmt(timeZone);
  } catch {
    return fmt('Asia/Amman');
  }
}
