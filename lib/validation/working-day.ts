import { z } from './z';
import { zm } from '../i18n/t';
import { LATEST_NEXT_DAY_END, endsAfterStart } from '../shared/working-span';
import { asciiDigits } from '../shared/ascii-digits';

/**
 * Working days (spec §3, §5, §7 default op): `{workingDays: [{day, start, end}]}` creates or edits that weekday's
 * entry (one per weekday); `{workingDays: [{day: 'Mmon'}]}` deletes Monday. Times are 24-hour HH:MM 00:00–23:59 or
 * empty; with both set, the end comes after the start, or is the next day's (up to LATEST_NEXT_DAY_END): 20:00–06:00
 * would be saved and never shown open (lib/shared/working-span.ts, the open badge's rule).
 */
export const WEEK_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const HOUR_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * An hour as typed, for HH:MM (spec §5: anything else is 'الرجاء إدخال ساعة صحيحة'): trimmed, Arabic-Indic digits read
 * ('٠٩:٣٠' is 09:30). A one-digit hour ('9:30') stays refused, as the spec says.
 */
export const typedHour = (v: string): string => asciiDigits(v).trim();

const DELETE_PREFIX = 'M';

const hour = z
  .string(zm('invalidHour'))
  .overwrite(typedHour)
  .refine((v) => v === '' || HOUR_PATTERN.test(v), zm('invalidHour'))
  .optional();

/** The create/edit day form. */
export const workingDayFormSchema = z
  .object({
    day: z.enum(WEEK_DAYS, zm('required', { field: 'day' })),
    start: hour,
    end: hour,
  })
  .refine(endsAfterStart, { path: ['end'], ...zm('endBeforeStart', { latest: LATEST_NEXT_DAY_END }) });
export type WorkingDayForm = z.infer<typeof workingDayFormSchema>;

/**
 * The admin's form: a day and its hours, and other days to give the same hours (a café open every day 09:00–23:00
 * is one save, not seven). Sent as one default-op call per day, each the body above.
 */
export const workingDaysFormSchema = workingDayFormSchema.safeExtend({ alsoDays: z.array(z.enum(WEEK_DAYS)) });
export type WorkingDaysForm = z.infer<typeof workingDaysFormSchema>;

const deleteDay = z.object({
  day: z.enum(WEEK_DAYS.map((d) => `${DELETE_PREFIX}${d}`) as [`M${WeekDay}`, ...`M${WeekDay}`[]]),
});

/**
 * The body of the default op's working days: 1 to 7 entries, each weekday at most once: a day to save, or an
 * 'M'-prefixed day to delete. The admin's form sends the days given the same hours in one body (one write).
 */
export const workingDaysBodySchema = z.object({
  workingDays: z
    .array(z.union([deleteDay, workingDayFormSchema]), zm('notList', { field: 'workingDays' }))
    .min(1, zm('workingDaysCount', { max: WEEK_DAYS.length }))
    .max(WEEK_DAYS.length, zm('workingDaysCount', { max: WEEK_DAYS.length }))
    .refine((entries) => new Set(entries.map(dayOf)).size === entries.length, zm('workingDayTwice')),
});

type DayEntry = { day: WeekDay | `M${WeekDay}`; start?: string; end?: string };
const dayOf = (entry: DayEntry): WeekDay => (entry.day.startsWith(DELETE_PREFIX) ? (entry.day.slice(1) as WeekDay) : (entry.day as WeekDay));

export type SavedWorkingDay = { day: WeekDay; start: string; end: string };
/** What a body asks: the days to save (with their hours) and the days to delete, in the order given. */
export type WorkingDaysChange = { save: SavedWorkingDay[]; delete: WeekDay[] };

export function workingDaysChange(body: z.infer<typeof workingDaysBodySchema>): WorkingDaysChange {
  const change: WorkingDaysChange = { save: [], delete: [] };
  for (const entry of body.workingDays as DayEntry[]) {
    if (entry.day.startsWith(DELETE_PREFIX)) change.delete.push(dayOf(entry));
    else change.save.push({ day: dayOf(entry), start: entry.start ?? '', end: entry.end ?? '' });
  }
  return change;
}

export const deleteDayBody = (day: WeekDay) => ({ workingDays: [{ day: `${DELETE_PREFIX}${day}` }] });
