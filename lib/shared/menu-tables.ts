import { asciiDigits } from './ascii-digits';

/**
 * One of a menu's tables by its id (issue #20), or null: the one lookup the cart, the orders, the calls, the QR codes
 * and the page's `?table=` share. Import-free: the browser uses it too.
 */
export function findTable<T extends { _id: { toString(): string } }>(tables: readonly T[] | null | undefined, id: unknown): T | null {
  if (id === null || id === undefined) return null;
  const wanted = String(id);
  return (tables ?? []).find((t) => String(t._id) === wanted) ?? null;
}

/** The branch of one of a menu's tables (its id), or null: the main branch's, or no such table. */
export function tableBranch(tables: readonly { _id: { toString(): string }; branchId?: { toString(): string } | null }[] | null | undefined, id: unknown): string | null {
  const branch = findTable(tables, id)?.branchId;
  return branch ? String(branch) : null;
}

/** The word every screen puts before a table's name ('طاولة 12'). */
const TABLE_WORD = /^طاولة(?:\s*[:\-–]\s*|\s+|(?=\d))/;

/**
 * A table's name as it is stored: trimmed, its digits ASCII ('١٢' → '12'), single spaces, and without a leading
 * 'طاولة' the screens add themselves, so 'طاولة 12' typed by the owner is the table '12' and no second 'طاولة 12'
 * can sit beside it. A name that is only the word stays as it is.
 */
export function normalTableName(raw: string): string {
  const name = asciiDigits(raw).replace(/\s+/g, ' ').trim();
  const rest = name.replace(TABLE_WORD, '');
  return rest || name;
}

/** A range's name prefix the same way; the word alone ('طاولة') is no prefix: the tables are '1', '2'… */
export function normalTablePrefix(raw: string): string {
  const prefix = asciiDigits(raw).replace(/\s+/g, ' ').trim();
  return prefix === 'طاولة' ? '' : normalTableName(prefix);
}

/** The forms a stored name may have that mean this name: itself, and 'طاولة …' kept from before names were normalised. */
export const tableNameForms = (name: string) => [name, `طاولة ${name}`];
