import { route } from '@/lib/route/route';
import { importQuerySchema } from '@/lib/validation/menu-sheet';
import { importMenuSheet } from '@/lib/menus/sheet/import-menu-sheet';
import { readSheetUpload } from '@/lib/menus/sheet/read-sheet-upload';

/** Import an .xlsx/.csv into the menu: `?dryRun=1` answers the preview only; `?replace=1` removes what is missing. */
export const POST = route({ access: 'menuAdmin', query: importQuerySchema }, async ({ req, menu, query }) =>
  importMenuSheet(menu, await readSheetUpload(req), query),
);
