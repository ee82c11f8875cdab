import { route } from '@/lib/route/route';
import { branchSchema } from '@/lib/validation/branch';
import { deleteBranch, editBranch } from '@/lib/menus/branches/write-branch';
import { BRANCH_TEXT } from '@/lib/i18n/ar';

/** Edit a branch (spec §7 Branches). Answers the menu in data.data. */
export const PUT = route({ access: 'menuAdmin', body: branchSchema }, async ({ menu, params, body }) => ({
  data: await editBranch(menu._id, params.branchId, body),
  message: BRANCH_TEXT.saved,
}));

/** Delete a branch. */
export const DELETE = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({
  data: await deleteBranch(menu._id, params.branchId),
  message: BRANCH_TEXT.deleted,
}));
