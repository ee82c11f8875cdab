/** IANA time-zone names (e.g. Asia/Amman, Europe/Berlin, UTC), checked against the runtime's Intl data. Client-safe. */
const TZ_SHAPE = /^[A-Za-z]+(?:[_+-]?[A-Za-z0-9]+)*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

export function isTimeZone(value: string): boolean {
  if (!TZ_SHAPE.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zones offered in the main-appearance form. */
export function timeZoneChoices(): string[] {
  const supported = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : ['Asia/Amman', 'UTC'];
}

/** A zone's name and UTC offset as the runtime's Intl data gives them in `locale` (e.g. 'توقيت الأردن', 'غرينتش+3'). */
export function timeZoneNames(zone: string, locale: string, at: Date): { name: string; offset: string } {
  const part = (timeZoneName: 'longGeneric' | 'shortOffset') =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const offset = part('shortOffset');
  const name = part('longGeneric');
  // Where the data has no name of its own for the zone, 'longGeneric' falls back to the offset: said once.
  return { name: name === offset ? '' : name, offset };
}
