/** What a spreadsheet may take as the start of a formula (or of a cell split by a tab or a line break). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text (a phone number +962…, a negative amount): no formula can hide in it. */
const PLAIN_NUMBER = /^[+-]?[\d\s.,()]+$/;

/**
 * A text for a spreadsheet cell that Excel, LibreOffice or Sheets will never take as a formula (CSV/formula
 * injection, e.g. a client named `=HYPERLINK(…)`): text starting with = + - @ or a tab/CR gets a leading apostrophe,
 * unless it is just a number. Other values are returned as they are.
 */
export function safeCellText<T>(value: T): T | string {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}
