/** Arabic-Indic and Persian digits as ASCII, the Arabic decimal separator as '.' (what people type in a cell). Pure. */
export const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/\u066b/g, '.');

/**
 * A number as a form or a JSON caller sends it: a number, or its digits as text ('4.5', '٤٫٥', ' -2 ' read as numbers).
 * A blank text or NaN (an emptied field) is `undefined`, so the schema says the field is required; any other text or
 * type is returned as it came, for the schema to refuse with its own message. The one reader behind every number field.
 */
export function numberFromText(v: unknown): unknown {
  if (typeof v === 'number') return Number.isNaN(v) ? undefined : v;
  if (typeof v !== 'string') return v;
  const t = asciiDigits(v).trim();
  if (t === '') return undefined;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : v;
}
