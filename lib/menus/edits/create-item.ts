import { Types } from 'mongoose';
import { ADMIN_NOTICES } from '../../i18n/ar';
import { itemSchema } from '../../validation/item';
import { sectionIds } from '../../validation/menu-edit-ids';
import { defineMenuEdit } from './define-menu-edit';
import { SECTION, sectionTarget } from './menu-targets';
import { writeNamedItem } from './write-named-item';

/** pitem: a new item at the end of a section; its itemname must be free in the whole menu (409), checked atomically. */
export const createItem = defineMenuEdit({
  ids: sectionIds,
  body: itemSchema,
  message: ADMIN_NOTICES.created,
  run: ({ menu, ids, body }) => {
    const item = { _id: new Types.ObjectId(), ...body, image: '', sale: { onSale: false, offPrice: 0 }, interestRecords: 0, soldOut: false };
    return writeNamedItem({ menuId: menu, ...sectionTarget(ids.sectionId), update: { $push: { [`${SECTION}.items`]: item } } }, body.itemname);
  },
});
