import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { createTablesSchema } from '@/lib/validation/table';
import { createTables } from '@/lib/menus/tables/write-table';
import { TABLE_TEXT } from '@/lib/i18n/diner-ar';

/** Add a table `{ name, branchId? }` or a range `{ from, to, prefix?, branchId? }` (issue #20). Answers the menu. */
export const POST = route({ access: 'menuAdmin', body: createTablesSchema }, async ({ menu, body }) =>
  ok({ data: await createTables(menu, body), message: 'name' in body ? TABLE_TEXT.added : TABLE_TEXT.addedMany }, 201),
);
