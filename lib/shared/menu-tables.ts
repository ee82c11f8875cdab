/**
 * One of a menu's tables by its id (issue #20), or null: the one lookup the cart, the orders, the calls, the QR codes
 * and the page's `?table=` share. Import-free: the browser uses it too.
 */
export function findTable<T extends { _id: { toString(): string } }>(tables: readonly T[] | null | undefined, id: unknown): T | null {
  if (id === null || id === undefined) return null;
  const wanted = String(id);
  return (tables ?? []).find((t) => String(t._id) === wanted) ?? null;
}
