import { Types } from 'mongoose';
import { ADMIN_NOTICES } from '../../i18n/ar';
import { galleryIds } from '../../validation/menu-edit-ids';
import { z } from '../../validation/z';
import { updateMenu } from '../update-menu';
import { releaseImages } from './release-images';
import { findGallery, galleryTarget } from '../galleries/gallery-target';
import { defineMenuEdit } from './define-menu-edit';
import { GALLERY_PLAN } from './gallery-plan';

/** mgallery: removes a gallery; its image files go too unless something else shows them. */
export const deleteGallery = defineMenuEdit({
  ids: galleryIds,
  body: z.unknown(),
  plan: GALLERY_PLAN,
  message: ADMIN_NOTICES.deleted,
  touches: (ids) => ({ sections: [ids.sectionId], removed: { galleryId: ids.galleryId } }),
  run: async ({ menu, ids, read }) => {
    const images = (await findGallery(menu, ids)).images.map((i) => i.image);
    const t = galleryTarget(ids);
    const updated = await updateMenu({
      menuId: menu,
      read,
      where: t.where,
      update: { $pull: { 'sections.$[s].galleries': { _id: new Types.ObjectId(ids.galleryId) } } },
      arrayFilters: [t.arrayFilters[0]],
      notFoundMessage: t.notFoundMessage,
    });
    await releaseImages(images);
    return updated;
  },
});
