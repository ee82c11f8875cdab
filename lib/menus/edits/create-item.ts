import { Types } from 'mongoose';
import { ADMIN_NOTICES } from '../../i18n/ar';
import { itemSchema } from '../../validation/item';
import { sectionIds } from '../../validation/menu-edit-ids';
import { defineMenuEdit } from './define-menu-edit';
import { SECTION, sectionTarget } from './menu-targets';
import { writeNamedItem } from './write-named-item';
import { ROOM, explainNoRoom, withRoom } from '../menu-limits';

/** pitem: a new item at the end of a section; its itemname must be free in the whole menu (409), checked atomically. */
export const createItem = defineMenuEdit({
  ids: sectionIds,
  body: itemSchema,
  message: ADMIN_NOTICES.created,
  touches: (ids) => ({ sections: [ids.sectionId] }),
  run: ({ menu, ids, body, read }) => {
    const item = { _id: new Types.ObjectId(), ...body, image: '', sale: { onSale: false, offPrice: 0 }, interestRecords: 0, soldOut: false };
    const write = { menuId: menu, read, ...sectionTarget(ids.sectionId), update: { $push: { [`${SECTION}.items`]: item } } };
    const room = ROOM.item(ids.sectionId);
    return writeNamedItem(withRoom(write, room), body.itemname).catch((err: unknown) => explainNoRoom(write, room, err));
  },
});
