import { ADMIN_NOTICES } from '../../i18n/ar';
import { notFound } from '../../api/errors';
import { galleryImageIds } from '../../validation/menu-edit-ids';
import { z } from '../../validation/z';
import { updateMenu } from '../update-menu';
import { releaseImages } from './release-images';
import { findGallery, GALLERY_IMAGE_NOT_FOUND, galleryTarget } from '../galleries/gallery-target';
import { defineMenuEdit } from './define-menu-edit';
import { GALLERY_PLAN } from './gallery-plan';
import { imageAt } from './edit-gallery-image';

/**
 * mgalleryimage: removes the image at galleryImageIndex. One atomic update: the entry is pulled by its file name
 * under the condition that it is still the one at that index (if another edit moved it, nothing changes: 404).
 */
export const deleteGalleryImage = defineMenuEdit({
  ids: galleryImageIds,
  body: z.unknown(),
  plan: GALLERY_PLAN,
  message: ADMIN_NOTICES.imageRemoved,
  touches: (ids) => ({ sections: [ids.sectionId], removed: { galleryId: ids.galleryId, galleryImageIndex: ids.galleryImageIndex } }),
  run: async ({ menu, ids, read }) => {
    const entry = (await findGallery(menu, ids)).images[ids.galleryImageIndex];
    if (!entry) throw notFound(GALLERY_IMAGE_NOT_FOUND);
    const t = galleryTarget(ids);
    const updated = await updateMenu({
      menuId: menu,
      read,
      where: imageAt(ids, ids.galleryImageIndex, { [`images.${ids.galleryImageIndex}.image`]: entry.image }),
      update: { $pull: { [`${t.path}.images`]: { image: entry.image } } },
      arrayFilters: t.arrayFilters,
      notFoundMessage: GALLERY_IMAGE_NOT_FOUND,
    });
    await releaseImages([entry.image]);
    return updated;
  },
});
