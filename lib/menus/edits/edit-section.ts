import { ADMIN_NOTICES } from '../../i18n/ar';
import { sectionIds } from '../../validation/menu-edit-ids';
import { sectionEditSchema } from '../../validation/section';
import { updateMenu } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { SECTION, fieldsUnder, sectionTarget } from './menu-targets';
import { checkStationOfMenu } from '../stations/write-station';

/**
 * esection: the section's title, type (main/ordinary), English title, hours and kitchen station (one of the menu's),
 * each only when given (a field not sent stays as stored); its items and galleries are left as they are.
 */
export const editSection = defineMenuEdit({
  ids: sectionIds,
  body: sectionEditSchema,
  message: ADMIN_NOTICES.edited,
  touches: (ids) => ({ sections: [ids.sectionId] }),
  run: ({ menu, ids, body, read }) => {
    checkStationOfMenu(menu, body.station);
    return updateMenu({
      menuId: menu,
      read,
      ...sectionTarget(ids.sectionId),
      update: { $set: fieldsUnder(SECTION, body) },
    });
  },
});
