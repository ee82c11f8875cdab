import { route } from '@/lib/route/route';
import { importQuerySchema } from '@/lib/validation/menu-sheet';
import { importMenuSheet } from '@/lib/menus/sheet/import-menu-sheet';
import { readSheetUpload } from '@/lib/menus/sheet/read-sheet-upload';
import { enforceHeavyWorkLimit } from '@/lib/limits/heavy-work-limit';
import { RATE_LIMITS } from '@/lib/limits/rate-limit';

/**
 * Import an .xlsx/.csv into the menu: `?dryRun=1` answers the preview only; `?replace=1` removes what is missing.
 * Rate-limited per menu and account before the upload is read (the file is read in the heavy-work pool).
 */
export const POST = route({ access: 'menuAdmin', query: importQuerySchema }, async ({ req, menu, user, query }) => {
  await enforceHeavyWorkLimit(RATE_LIMITS.sheetImport, menu._id, user._id);
  const upload = await readSheetUpload(req);
  // The panel sends the owner's mapping in the form; a program posting the file as the body, in the query.
  return importMenuSheet(menu, upload.bytes, { ...query, columns: upload.columns ?? query.columns, account: String(user._id) });
});
