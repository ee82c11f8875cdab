/** The longest name suggested before a number is added (the schema allows 60 characters). */
const MAX_BASE = 55;

/**
 * The unique name an item can take from its title (the add forms fill it in while the owner has not written one):
 * diacritics are dropped, what else the schema does not accept in an itemname (punctuation, emoji) becomes a space, spaces are
 * collapsed, and a name already taken in the menu gets the next free number ('قهوة تركية 2'). Empty for a title
 * with nothing usable.
 */
export function suggestItemname(title: string, taken: Iterable<string>): string {
  const base = title
    .normalize('NFC')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_BASE)
    .trim();
  if (!base) return '';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}
