import type { ZodType } from 'zod';
import type { LeanMenu, MenuHead } from '../update-menu';
import type { Message } from '../../i18n/t';

/**
 * What an op's function receives: the menu the wrapper loaded without its sections (the caller is one of its admins),
 * typed ids and body.
 */
export interface MenuEditInput<TIds, TBody> {
  menu: MenuHead;
  ids: TIds;
  body: TBody;
}

/**
 * One menu-edit op of `PUT /api/v1/quickmenu/{menuId}?op=…` (spec §7, GUIDE §2): its query ids, its body schema (the
 * same schema the admin form uses, from lib/validation/), its plan requirement as data, and one function that makes
 * one atomic write through updateMenu(). `message` is the success text the API answers beside data (omit it where
 * §7 says a message is treated as an error, e.g. gallery create/edit).
 */
export interface MenuEdit<TIds = unknown, TBody = unknown> {
  ids: ZodType<TIds>;
  body: ZodType<TBody>;
  /** The lowest plan allowed (spec §6), and the 403 message below it. */
  plan?: { min: number; message: Message | string };
  /** The success text, or a function of the body when it depends on what was asked (eitem: sale, image…). */
  message?: string | ((body: TBody) => string);
  run(input: MenuEditInput<TIds, TBody>): Promise<LeanMenu>;
}

/** Identity with inference: `export const createSection = defineMenuEdit({ ids, body, run })`. */
export function defineMenuEdit<TIds, TBody>(edit: MenuEdit<TIds, TBody>): MenuEdit<TIds, TBody> {
  return edit;
}
