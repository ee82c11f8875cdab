import { ADMIN_NOTICES } from '../../i18n/ar';
import { moveSchema } from '../../validation/item';
import { sectionIds } from '../../validation/menu-edit-ids';
import { updateMenu } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { oid, SECTION_NOT_FOUND } from './menu-targets';
import { movedInList } from './move-in-list';

/** osection (beyond the spec): moves a section to position `to` of the menu, in one atomic pipeline update. */
export const moveSection = defineMenuEdit({
  ids: sectionIds,
  body: moveSchema,
  message: ADMIN_NOTICES.edited,
  touches: (ids) => ({ sections: [ids.sectionId] }),
  run: ({ menu, ids, body, read }) =>
    updateMenu({
      menuId: menu,
      read,
      where: { 'sections._id': oid(ids.sectionId) },
      update: [{ $set: { sections: movedInList('$sections', oid(ids.sectionId), body.to) } }],
      notFoundMessage: SECTION_NOT_FOUND,
    }),
});
