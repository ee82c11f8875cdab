import { z } from './z';
import { objectId } from './object-id';
import { numberField } from './number-field';
import { plainTextField } from './link-fields';
import { zm } from '../i18n/t';

/**
 * A kitchen station: `{ name, translations?: { en: { name } }, branchId?, warnAfter?, lateAfter? }`, the
 * body of POST …/stations and PUT …/stations/{stationId} and the admin's station form. The ages are minutes: the
 * station's screen shows a ticket as late from `warnAfter`, as very late from `lateAfter`.
 */
export const STATION_NAME_MAX = 40;
export const STATIONS_MAX = 20;
export const STATION_AGE_MAX = 240;

const minutes = (field: string) =>
  numberField(field).pipe(
    z
      .number()
      .int(zm('wholeNumber', { field }))
      .min(1, zm('numberBetween', { field, min: 1, max: STATION_AGE_MAX }))
      .max(STATION_AGE_MAX, zm('numberBetween', { field, min: 1, max: STATION_AGE_MAX })),
  );

/** '' or null from the form's 'every branch' choice means none. */
const branchIdField = z.preprocess((v) => (v === '' ? null : v), objectId('branchId').nullable().optional()).transform((v) => v ?? null);

export const stationSchema = z
  .object({
    name: plainTextField('station:name', STATION_NAME_MAX).pipe(z.string().min(1, zm('required', { field: 'station:name' }))),
    translations: z.object({ en: z.object({ name: plainTextField('station:translations.en.name', STATION_NAME_MAX) }).partial() }).partial().optional(),
    branchId: branchIdField,
    warnAfter: minutes('warnAfter').default(5),
    lateAfter: minutes('lateAfter').default(10),
  })
  .refine((s) => s.lateAfter > s.warnAfter, { ...zm('stationAges'), path: ['lateAfter'] });
export type StationInput = z.input<typeof stationSchema>;
export type StationValues = z.output<typeof stationSchema>;

/** `station` in esection/eitem: one of the menu's stations, or null (the section's, or the menu's default). */
export const stationRefField = z.preprocess((v) => (v === '' ? null : v), objectId('station').nullable());
