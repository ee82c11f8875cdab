import { ADMIN_NOTICES } from '../../i18n/ar';
import { galleryImageIds } from '../../validation/menu-edit-ids';
import { galleryImageNoteSchema } from '../../validation/gallery';
import { updateMenu } from '../update-menu';
import { GALLERY_IMAGE_NOT_FOUND, galleryTarget } from '../galleries/gallery-target';
import { defineMenuEdit } from './define-menu-edit';
import { GALLERY_PLAN } from './gallery-plan';

/** The condition that the gallery has an image at `index`. */
export function imageAt(ids: { sectionId: string; galleryId: string }, index: number, extra: Record<string, unknown> = {}) {
  const t = galleryTarget(ids);
  const gallery = t.where.sections.$elemMatch;
  return { sections: { $elemMatch: { _id: gallery._id, galleries: { $elemMatch: { _id: gallery['galleries._id'], [`images.${index}`]: { $exists: true }, ...extra } } } } };
}

/** egalleryimage: the note of the image at galleryImageIndex (and its English side when given). */
export const editGalleryImage = defineMenuEdit({
  ids: galleryImageIds,
  body: galleryImageNoteSchema,
  plan: GALLERY_PLAN,
  message: ADMIN_NOTICES.edited,
  touches: (ids) => ({ sections: [ids.sectionId] }),
  run: ({ menu, ids, body, read }) => {
    const t = galleryTarget(ids);
    return updateMenu({
      menuId: menu,
      read,
      where: imageAt(ids, ids.galleryImageIndex),
      update: {
        $set: {
          [`${t.path}.images.${ids.galleryImageIndex}.note`]: body.note,
          ...(body.translations ? { [`${t.path}.images.${ids.galleryImageIndex}.translations`]: body.translations } : {}),
        },
      },
      arrayFilters: t.arrayFilters,
      notFoundMessage: GALLERY_IMAGE_NOT_FOUND,
    });
  },
});
