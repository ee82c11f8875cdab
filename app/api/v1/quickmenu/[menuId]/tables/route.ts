import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { createTablesSchema } from '@/lib/validation/table';
import { createTable } from '@/lib/menus/tables/write-table';
import { addTableRange } from '@/lib/menus/tables/add-table-range';
import { TABLE_TEXT } from '@/lib/i18n/diner-ar';
import { activeLang } from '@/lib/i18n/active-lang';
import { t } from '@/lib/i18n/t';

/**
 * Add a table `{ name, branchId? }` or a range `{ from, to, prefix?, branchId? }`. Answers the menu; a
 * range's message names the tables added and those the menu had already.
 */
export const POST = route({ access: 'menuAdmin', body: createTablesSchema }, async ({ menu, body }) => {
  if ('name' in body) return ok({ data: await createTable(menu, body), message: TABLE_TEXT.added }, 201);
  const { data, added, existing } = await addTableRange(menu, body);
  return ok({ data, message: t(activeLang(), 'tablesAdded', { added, existing }) }, 201);
});
