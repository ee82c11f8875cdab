import { normalTableName } from '@/lib/shared/menu-tables';

/** How many tables the range form proposes at once. */
const PROPOSED = 10;

/**
 * The range the form proposes: the ten numbers after the highest numbered table the menu has ('طاولة 8' counts as 8),
 * 1–10 for a menu with none, so the owner who adds tables in batches is offered the next batch, not one that exists.
 */
export function nextFreeRange(tables: readonly { name: string }[]): { from: string; to: string } {
  const numbers = tables.map((t) => normalTableName(t.name)).filter((name) => /^\d+$/.test(name)).map(Number);
  const from = Math.max(0, ...numbers) + 1;
  return { from: String(from), to: String(from + PROPOSED - 1) };
}
