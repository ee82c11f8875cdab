import { route } from '@/lib/route/route';
import { tableSchema } from '@/lib/validation/table';
import { deleteTable, editTable } from '@/lib/menus/tables/write-table';
import { TABLE_TEXT } from '@/lib/i18n/diner-ar';

/** Rename a table or move it to another branch. Answers the menu in data.data. */
export const PUT = route({ access: 'menuAdmin', body: tableSchema }, async ({ menu, params, body }) => ({
  data: await editTable(menu, params.tableId, body),
  message: TABLE_TEXT.saved,
}));

/** Delete a table. */
export const DELETE = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({
  data: await deleteTable(menu, params.tableId),
  message: TABLE_TEXT.deleted,
}));
