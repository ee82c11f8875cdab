/** Ordering of items (spec §4): pinned items first, otherwise the stored order (stable). */
export function orderItems<T extends { pin?: boolean | null }>(items: readonly T[]): T[] {
  return [...items.filter((i) => i.pin), ...items.filter((i) => !i.pin)];
}
