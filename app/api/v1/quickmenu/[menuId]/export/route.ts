import { route } from '@/lib/route/route';
import { z } from '@/lib/validation/z';
import { readMenuSections } from '@/lib/menus/update-menu';
import { menuSheetResponse, menuTemplateResponse } from '@/lib/menus/sheet/write-menu-sheet';

const exportQuerySchema = z.object({ template: z.enum(['0', '1']).optional() });

/** The menu as an .xlsx (items and sections sheets, streamed); `?template=1`: the empty template with example rows. */
export const GET = route({ access: 'menuAdmin', query: exportQuerySchema }, async ({ menu, query }) =>
  query.template === '1' ? menuTemplateResponse() : menuSheetResponse({ ...menu, sections: await readMenuSections(menu._id) }),
);
