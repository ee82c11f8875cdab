import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { branchSchema } from '@/lib/validation/branch';
import { createBranch } from '@/lib/menus/branches/write-branch';
import { BRANCH_TEXT } from '@/lib/i18n/ar';

/** Add a branch (spec §7 Branches). Answers the menu in data.data. */
export const POST = route({ access: 'menuAdmin', body: branchSchema }, async ({ menu, body }) =>
  ok({ data: await createBranch(menu._id, body), message: BRANCH_TEXT.added }, 201),
);
