import { DINER_ORDER_TEXT as T } from '@/lib/i18n/diner-ar';
import { dateFormat } from '@/lib/shared/date-format';

const ago = new Intl.RelativeTimeFormat('ar-u-nu-latn', { numeric: 'auto' });
/** Past this, the time of day says more than the age ('الساعة 20:15', not 'قبل 35 ساعة' on an earlier day). */
const AGE_HOURS = 6;

/** '20:15': the order's time on the menu's clock. */
export function clockTime(createdAt: string, timeZone: string): string {
  return dateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(createdAt));
}

/** 'قبل 3 دقائق', 'قبل ساعتين', … from the order's time; an older order by its time on the menu's clock. */
export function orderAge(createdAt: string, now: number, timeZone: string): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return ago.format(-minutes, 'minute');
  if (minutes < AGE_HOURS * 60) return ago.format(-Math.round(minutes / 60), 'hour');
  return T.atTime(clockTime(createdAt, timeZone));
}
