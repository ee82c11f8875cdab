import { ADMIN_NOTICES } from '../../i18n/ar';
import { sectionIds } from '../../validation/menu-edit-ids';
import { noBody } from '../../validation/section';
import { updateMenuAndCompare } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { oid, SECTION_NOT_FOUND } from './menu-targets';
import { releaseImages } from './release-images';

/** msection: removes a section with its items and galleries; their image files go when nothing else shows them. */
export const deleteSection = defineMenuEdit({
  ids: sectionIds,
  body: noBody,
  message: ADMIN_NOTICES.deleted,
  // Read back before the write (its images are released), gone after it: the answer holds no section.
  touches: (ids) => ({ sections: [ids.sectionId], removed: { sectionId: ids.sectionId } }),
  run: async ({ menu, ids, read }) => {
    const id = oid(ids.sectionId);
    const { before, after } = await updateMenuAndCompare({
      menuId: menu,
      read,
      where: { 'sections._id': id },
      update: { $pull: { sections: { _id: id } } },
      notFoundMessage: SECTION_NOT_FOUND,
    });
    const section = before.sections.find((s) => s._id.equals(id));
    await releaseImages([
      ...(section?.items ?? []).map((i) => i.image),
      ...(section?.galleries ?? []).flatMap((g) => g.images.map((im) => im.image)),
    ]);
    return after;
  },
});
