import { createSection } from './create-section';

/**
 * Every op of `PUT /api/v1/quickmenu/{menuId}?op=…` (spec §7). `default` is the request with no `op`.
 * Add an op: one file in this folder exporting `defineMenuEdit({...})`, one line here. Nothing else.
 */
export const MENU_EDITS = {
  psection: createSection,
};

export type MenuEditOp = keyof typeof MENU_EDITS;
export const MENU_EDIT_OPS = Object.keys(MENU_EDITS) as MenuEditOp[];
