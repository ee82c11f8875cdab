import { Types } from 'mongoose';
import { readMenuSections, type MenuHead } from '../update-menu';
import { notFound } from '../../api/errors';
import { msg } from '../../i18n/t';

export const GALLERY_NOT_FOUND = msg('galleryNotFound');
export const GALLERY_IMAGE_NOT_FOUND = msg('galleryImageNotFound');

/**
 * The filter and array filters that pin one gallery of one section (spec §7 gallery ops take both ids): a gallery id
 * from another section or another menu matches nothing, so the write is a 404 and changes nothing.
 */
export function galleryTarget(ids: { sectionId: string; galleryId: string }) {
  const s = new Types.ObjectId(ids.sectionId);
  const g = new Types.ObjectId(ids.galleryId);
  return {
    where: { sections: { $elemMatch: { _id: s, 'galleries._id': g } } },
    arrayFilters: [{ 's._id': s }, { 'g._id': g }],
    path: 'sections.$[s].galleries.$[g]',
    notFoundMessage: GALLERY_NOT_FOUND,
  };
}

/** The gallery as it is now (for reading what a delete is about to remove); 404 when absent. */
export async function findGallery(menu: MenuHead, ids: { sectionId: string; galleryId: string }) {
  const section = (await readMenuSections(menu._id, ids.sectionId)).find((x) => String(x._id) === ids.sectionId);
  const gallery = section?.galleries.find((x) => String(x._id) === ids.galleryId);
  if (!gallery) throw notFound(GALLERY_NOT_FOUND);
  return gallery;
}
