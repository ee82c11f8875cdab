import { ADMIN_NOTICES } from '../../i18n/ar';
import { moveSchema } from '../../validation/item';
import { itemIds } from '../../validation/menu-edit-ids';
import { updateMenu } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { itemTarget, oid } from './menu-targets';
import { movedInList } from './move-in-list';

/** oitem (beyond the spec): moves an item to position `to` within its section, in one atomic pipeline update. */
export const moveItem = defineMenuEdit({
  ids: itemIds,
  body: moveSchema,
  message: ADMIN_NOTICES.edited,
  touches: (ids) => ({ sections: [ids.sectionId] }),
  run: ({ menu, ids, body, read }) => {
    const sectionId = oid(ids.sectionId);
    const { where, notFoundMessage } = itemTarget(ids.sectionId, ids.itemId);
    const sections = {
      $map: {
        input: '$sections',
        as: 's',
        in: {
          $cond: [
            { $eq: ['$$s._id', sectionId] },
            { $mergeObjects: ['$$s', { items: movedInList('$$s.items', oid(ids.itemId), body.to) }] },
            '$$s',
          ],
        },
      },
    };
    return updateMenu({ menuId: menu, read, where, notFoundMessage, update: [{ $set: { sections } }] });
  },
});
