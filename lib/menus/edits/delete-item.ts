import { ADMIN_NOTICES } from '../../i18n/ar';
import { itemIds } from '../../validation/menu-edit-ids';
import { noBody } from '../../validation/section';
import { updateMenuAndCompare } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { SECTION, itemTarget, oid } from './menu-targets';
import { releaseImages } from './release-images';

/** mitem: removes an item from its section; its image file goes when nothing else shows it. */
export const deleteItem = defineMenuEdit({
  ids: itemIds,
  body: noBody,
  message: ADMIN_NOTICES.deleted,
  touches: (ids) => ({ sections: [ids.sectionId], removed: { itemId: ids.itemId } }),
  run: async ({ menu, ids, read }) => {
    const id = oid(ids.itemId);
    const { before, after } = await updateMenuAndCompare({
      menuId: menu,
      read,
      ...itemTarget(ids.sectionId, ids.itemId, false),
      update: { $pull: { [`${SECTION}.items`]: { _id: id } } },
    });
    await releaseImages([before.sections.flatMap((s) => s.items).find((i) => i._id.equals(id))?.image]);
    return after;
  },
});
