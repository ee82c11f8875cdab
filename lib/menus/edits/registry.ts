import { createSection } from './create-section';
import { editPublicInfo } from './edit-public-info';
import { createGallery } from './create-gallery';
import { editGallery } from './edit-gallery';
import { deleteGallery } from './delete-gallery';
import { editGalleryImage } from './edit-gallery-image';
import { deleteGalleryImage } from './delete-gallery-image';
import { editSection } from './edit-section';
import { deleteSection } from './delete-section';
import { moveSection } from './move-section';
import { createItem } from './create-item';
import { editItem } from './edit-item';
import { deleteItem } from './delete-item';
import { moveItem } from './move-item';
import { setItemSoldOut } from './set-item-sold-out';
import type { ApiScope } from '../../shared/integrations';

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
  esection: editSection,
  msection: deleteSection,
  osection: moveSection,
  pitem: createItem,
  eitem: editItem,
  mitem: deleteItem,
  oitem: moveItem,
  sitem: setItemSoldOut,
};

export type MenuEditOp = keyof typeof MENU_EDITS;
export const MENU_EDIT_OPS = Object.keys(MENU_EDITS) as MenuEditOp[];

/** The API key scope an op takes, or null: the op is for signed-in admins only (and unknown ops too). */
export function menuEditScope(op: string | undefined): ApiScope | null {
  const key = op ?? 'default';
  return Object.hasOwn(MENU_EDITS, key) ? ((MENU_EDITS[key as MenuEditOp] as { apiScope?: ApiScope }).apiScope ?? null) : null;
}
