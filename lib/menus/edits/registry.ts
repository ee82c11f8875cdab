import { createSection } from './create-section';
import { editPublicInfo } from './edit-public-info';
import { createGallery } from './create-gallery';
import { editGallery } from './edit-gallery';
import { deleteGallery } from './delete-gallery';
import { editGalleryImage } from './edit-gallery-image';
import { deleteGalleryImage } from './delete-gallery-image';

/**
 * Every op of `PUT /api/v1/quickmenu/{menuId}?op=…` (spec §7). `default` is the request with no `op`.
 * Add an op: one file in this folder exporting `defineMenuEdit({...})`, one line here. Nothing else.
 */
export const MENU_EDITS = {
  default: editPublicInfo,
  psection: createSection,
  pgallery: createGallery,
  egallery: editGallery,
  mgallery: deleteGallery,
  egalleryimage: editGalleryImage,
  mgalleryimage: deleteGalleryImage,
};

export type MenuEditOp = keyof typeof MENU_EDITS;
export const MENU_EDIT_OPS = Object.keys(MENU_EDITS) as MenuEditOp[];
