import { ADMIN_NOTICES } from '../../i18n/ar';
import { soldOutSchema } from '../../validation/item';
import { itemIds } from '../../validation/menu-edit-ids';
import { updateMenu } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { ITEM, itemTarget } from './menu-targets';

/** sitem (beyond the spec): an item sold out for now — greyed with 'نفد' on the public menu, refused by the cart. */
export const setItemSoldOut = defineMenuEdit({
  ids: itemIds,
  body: soldOutSchema,
  message: ADMIN_NOTICES.edited,
  run: ({ menu, ids, body }) =>
    updateMenu({ menuId: menu, ...itemTarget(ids.sectionId, ids.itemId), update: { $set: { [`${ITEM}.soldOut`]: body.soldOut } } }),
});
