import { z } from './z';
import { zm } from '../i18n/t';
import { HOUR_PATTERN, WEEK_DAYS, typedHour } from './working-day';
import { MAX_AVAILABILITY_WINDOWS } from '../shared/availability';

const hour = () => z.string(zm('invalidHour')).overwrite(typedHour).regex(HOUR_PATTERN, zm('invalidHour'));

/**
 * A section's or an item's hours (lib/shared/availability.ts): weekdays with a start and an end in the
 * menu's time zone; an end before the start runs past midnight. Days are kept once each, in the week's order.
 */
export const availabilityWindowSchema = z
  .object({
    days: z
      .array(z.enum(WEEK_DAYS, zm('availabilityDays')), zm('availabilityDays'))
      .min(1, zm('availabilityDays'))
      .max(14, zm('availabilityDays'))
      .transform((days) => WEEK_DAYS.filter((d) => days.includes(d))),
    start: hour(),
    end: hour(),
  })
  .refine((w) => w.start !== w.end, { path: ['end'], ...zm('availabilitySameHours') });

/** No windows (an empty list) means always available. */
export const availabilitySchema = z
  .array(availabilityWindowSchema, zm('notList', { field: 'availability' }))
  .max(MAX_AVAILABILITY_WINDOWS, zm('availabilityMax', { max: MAX_AVAILABILITY_WINDOWS }));
export type AvailabilityInput = z.input<typeof availabilitySchema>;
