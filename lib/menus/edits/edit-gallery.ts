import { galleryIds } from '../../validation/menu-edit-ids';
import { editGallerySchema } from '../../validation/gallery';
import { updateMenu } from '../update-menu';
import { galleryTarget } from '../galleries/gallery-target';
import { defineMenuEdit } from './define-menu-edit';
import { GALLERY_PLAN } from './gallery-plan';

/** egallery: title and display of a gallery. No message on success (§7). Images are added through the upload. */
export const editGallery = defineMenuEdit({
  ids: galleryIds,
  body: editGallerySchema,
  plan: GALLERY_PLAN,
  run: ({ menu, ids, body }) => {
    const t = galleryTarget(ids);
    return updateMenu({
      menuId: menu._id,
      where: t.where,
      update: { $set: { [`${t.path}.title`]: body.title, [`${t.path}.display`]: body.display } },
      arrayFilters: t.arrayFilters,
      notFoundMessage: t.notFoundMessage,
    });
  },
});
