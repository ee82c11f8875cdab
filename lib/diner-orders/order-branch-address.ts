type Address = { address?: string | null } | null;
type BranchMenu = {
  institution?: { location?: Address } | null;
  translations?: { en?: Address } | null;
  branches?: { _id: { toString(): string }; phone?: string | null; location?: Address; translations?: { en?: Address } | null }[] | null;
};

/**
 * Where an order is made, as its chat message and its status page say it (in English where asked and given): its
 * branch's address; for an order from no table in a restaurant with branches, the main branch's (the diner chose it);
 * null otherwise (one place, or a table: the diner is there).
 */
export function orderBranchAddress(menu: BranchMenu | null | undefined, order: { branch: string | null; table: unknown }, english: boolean): string | null {
  if (!menu) return null;
  if (order.branch) {
    const branch = (menu.branches ?? []).find((b) => String(b._id) === order.branch);
    if (!branch) return null;
    return (english && branch.translations?.en?.address) || branch.location?.address || branch.phone || null;
  }
  if (order.table || !menu.branches?.length) return null;
  return (english && menu.translations?.en?.address) || menu.institution?.location?.address || null;
}
