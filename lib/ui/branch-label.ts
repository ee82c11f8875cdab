import { BRANCH_LABEL_TEXT as T } from '../i18n/ar';

type Named = { institution?: { location?: { address?: string | null } | null } | null; branches: { _id: string; phone?: string | null; location?: { address?: string | null } | null }[] };

/** A branch of a menu by its id as the admin's screens name it; null is the main branch (the restaurant's own address). */
export function branchLabel(menu: Named, id: string | null): string {
  if (!id) return T.main(menu.institution?.location?.address ?? '');
  const branch = menu.branches.find((b) => b._id === id);
  return branch ? T.branch(branch.location?.address || branch.phone || '') : T.gone;
}

/** The branch an order's card and ticket name: its own; from no table in a restaurant with branches, the main branch. */
export function orderBranchLabel(menu: Named, order: { branch: string | null; table: unknown }): string | null {
  if (order.branch) return branchLabel(menu, order.branch);
  return !order.table && menu.branches.length > 0 ? branchLabel(menu, null) : null;
}
