/**
 * A date format made once per locale and options and kept: building an `Intl.DateTimeFormat` is slow (the public
 * menu's start-up profile showed ~60 ms for one on a 4×-slowed phone; a diner's order made one per submit), using one
 * is fast. The keys are few (a menu's time zone, a page's language). Pure; throws like the constructor (an unknown
 * time zone).
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
