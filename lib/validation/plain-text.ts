/** Line breaks and tabs: a name or title is one line, so they become one space. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/**
 * Control characters (C0, DEL, C1) and the bidi embedding/override/isolate marks (U+202A–202E, U+2066–2069): they
 * garble invoices, PDFs and screens around a name (an override can make "cba" display as "abc"). The plain
 * direction marks U+200E/U+200F stay: Arabic text legitimately uses them.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A name or title without control or bidi-override characters: for zod's `.overwrite()` before `.trim()`, so the
 * length checks see the cleaned text. `z.string().overwrite(plainText).trim().min(1, …)`.
 */
export function plainText(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(UNSAFE, '');
}
