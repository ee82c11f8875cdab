import { notFound } from '../../api/errors';
import { menuOwnsImage } from '../../uploads/menu-owns-image';
import { galleryIds } from '../../validation/menu-edit-ids';
import { egalleryBodySchema } from '../../validation/gallery';
import { updateMenu } from '../update-menu';
import { ROOM, updateMenuWithRoom } from '../menu-limits';
import { galleryTarget } from '../galleries/gallery-target';
import { defineMenuEdit } from './define-menu-edit';
import { GALLERY_PLAN } from './gallery-plan';
import { msg } from '../../i18n/t';

export const STORED_IMAGE_NOT_FOUND = msg('storedImageNotFound');

/**
 * egallery (§7): `{title, display}` edits the gallery; `{image, note}` adds an image entry for an image already stored
 * by the upload for this menu (the name must be this menu's and its file must exist: 404 otherwise). One atomic write either way.
 * No message on success (§7: gallery create/edit treat a message as an error).
 */
export const editGallery = defineMenuEdit({
  ids: galleryIds,
  body: egalleryBodySchema,
  plan: GALLERY_PLAN,
  touches: (ids) => ({ sections: [ids.sectionId] }),
  run: async ({ menu, ids, body, read }) => {
    const t = galleryTarget(ids);
    const addsImage = 'note' in body;
    // Only an image uploaded to this menu (another menu's stored image is refused as unknown).
    if (addsImage && !(await menuOwnsImage(menu._id, body.image))) throw notFound(STORED_IMAGE_NOT_FOUND);
    const update = addsImage
      ? { $push: { [`${t.path}.images`]: { image: body.image, note: body.note, ...(body.translations ? { translations: body.translations } : {}) } } }
      : {
          $set: {
            [`${t.path}.title`]: body.title,
            [`${t.path}.display`]: body.display,
            ...(body.translations ? { [`${t.path}.translations`]: body.translations } : {}),
          },
        };
    const write = { menuId: menu, read, where: t.where, update, arrayFilters: t.arrayFilters, notFoundMessage: t.notFoundMessage };
    return addsImage ? updateMenuWithRoom(write, ROOM.galleryImage(ids.galleryId)) : updateMenu(write);
  },
});
