import { ADMIN_NOTICES } from '../../i18n/ar';
import { sectionIds } from '../../validation/menu-edit-ids';
import { sectionSchema } from '../../validation/section';
import { updateMenu } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { SECTION, sectionTarget } from './menu-targets';

/** esection: a section's title and type (main/ordinary), its English title and its hours when given; its items and galleries are left as they are. */
export const editSection = defineMenuEdit({
  ids: sectionIds,
  body: sectionSchema,
  message: ADMIN_NOTICES.edited,
  run: ({ menu, ids, body }) =>
    updateMenu({
      menuId: menu,
      ...sectionTarget(ids.sectionId),
      update: {
        $set: { [`${SECTION}.title`]: body.title, [`${SECTION}.prime`]: body.prime, ...(body.translations ? { [`${SECTION}.translations`]: body.translations } : {}),
          ...(body.availability ? { [`${SECTION}.availability`]: body.availability } : {}),
        },
      },
    }),
});
