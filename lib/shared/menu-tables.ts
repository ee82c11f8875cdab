import { asciiDigits } from './ascii-digits';
import { isOfBranch } from './diner-order-rules';

/**
 * One of a menu's tables by its id, or null: the one lookup the cart, the orders, the calls, the QR codes
 * and the page's `?table=` share. Import-free: the browser uses it too.
 */
export function findTable<T extends { _id: { toString(): string } }>(tables: readonly T[] | null | undefined, id: unknown): T | null {
  if (id === null || id === undefined) return null;
  const wanted = String(id);
  return (tables ?? []).find((t) => String(t._id) === wanted) ?? null;
}

/**
 * Is one of a menu's tables (its id) in the branch a screen shows (lib/shared/diner-order-rules.ts isOfBranch)? A
 * table of no branch, or no longer there, is the main branch's. What a screen set to a branch hears of the calls.
 */
export function isTableOfBranch(tables: readonly { _id: { toString(): string }; branchId?: { toString(): string } | null }[] | null | undefined, id: unknown, shown: string): boolean {
  const branch = findTable(tables, id)?.branchId;
  return isOfBranch(branch ? String(branch) : null, shown);
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
