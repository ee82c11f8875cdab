import { ADMIN_NOTICES } from '../../i18n/ar';
import { noIds } from '../../validation/menu-edit-ids';
import { sectionSchema } from '../../validation/section';
import { ROOM, updateMenuWithRoom } from '../menu-limits';
import { defineMenuEdit } from './define-menu-edit';

/** psection: a new section at the end of the menu. */
export const createSection = defineMenuEdit({
  ids: noIds,
  body: sectionSchema,
  message: ADMIN_NOTICES.created,
  touches: () => ({ sections: 'last' }),
  run: ({ menu, body, read }) =>
    updateMenuWithRoom(
      { menuId: menu, read, update: { $push: { sections: { title: body.title, prime: body.prime, ...(body.translations ? { translations: body.translations } : {}), ...(body.availability?.length ? { availability: body.availability } : {}), items: [], galleries: [] } } } },
      ROOM.section(),
    ),
});
