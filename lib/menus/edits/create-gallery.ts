import { Types } from 'mongoose';
import { sectionIds } from '../../validation/menu-edit-ids';
import { createGallerySchema } from '../../validation/gallery';
import { ROOM, updateMenuWithRoom } from '../menu-limits';
import { msg } from '../../i18n/t';
import { defineMenuEdit } from './define-menu-edit';
import { GALLERY_PLAN } from './gallery-plan';

/** pgallery: a new gallery (scroll display, no images) at the end of a section. No message on success (§7). */
export const createGallery = defineMenuEdit({
  ids: sectionIds,
  body: createGallerySchema,
  plan: GALLERY_PLAN,
  touches: (ids) => ({ sections: [ids.sectionId] }),
  run: ({ menu, ids, body, read }) => {
    const s = new Types.ObjectId(ids.sectionId);
    return updateMenuWithRoom(
      {
        menuId: menu,
        read,
        where: { 'sections._id': s },
        update: { $push: { 'sections.$[s].galleries': { title: body.title, display: 'scroll', images: [], ...(body.translations ? { translations: body.translations } : {}) } } },
        arrayFilters: [{ 's._id': s }],
        notFoundMessage: msg('sectionNotFound'),
      },
      ROOM.gallery(s),
    );
  },
});
