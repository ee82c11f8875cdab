import { MAX_QUANTITY } from '../validation/cart';

type Line = { item: string; subItem: number | null; quantity: number };

/** Lines for the same item and sub-item become one line; quantities add up, capped at 99. Order is kept. */
export function mergeCartLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const same = out.find((l) => l.item === line.item && l.subItem === line.subItem);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
    else out.push({ ...line });
  }
  return out;
}
