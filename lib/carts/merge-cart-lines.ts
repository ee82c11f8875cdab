import { Types } from 'mongoose';
import { MAX_QUANTITY } from '../validation/cart';

type Line = { item: string; subItem: number | null; quantity: number; options: string[] };

/** Two lines are the same line when they name the same item, sub-item and options (in the item's order). */
export const sameLine = (a: Omit<Line, 'quantity'>, b: Omit<Line, 'quantity'>) =>
  a.item === b.item && a.subItem === b.subItem && a.options.join() === b.options.join();

/** The options as a cart line stores them: only when there are some (a line without options has no `options`). */
export const storedOptions = (options: readonly string[]) => (options.length > 0 ? { options: options.map((id) => new Types.ObjectId(id)) } : {});

/** Lines for the same item, sub-item and options become one line; quantities add up, capped at 99. Order is kept. */
export function mergeCartLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const same = out.find((l) => sameLine(l, line));
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
    else out.push({ ...line });
  }
  return out;
}
