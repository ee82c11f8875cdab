import type { ZodType } from 'zod';
import type { LeanMenu, MenuHead, MenuRead } from '../update-menu';
import type { Message } from '../../i18n/t';
import type { ApiScope } from '../../shared/integrations';

/**
 * What an op's function receives: the menu the wrapper loaded without its sections (the caller is one of its admins),
 * typed ids and body, and what its write reads back (from its `touches`): it passes `read` on to updateMenu().
 */
export interface MenuEditInput<TIds, TBody> {
  menu: MenuHead;
  ids: TIds;
  body: TBody;
  read: MenuRead;
}

/** The ids of what a delete removed, answered so a screen can drop it without reading the menu again. */
export type Removed = { sectionId: string } | { itemId: string } | { galleryId: string } | { galleryId: string; galleryImageIndex: number };

/**
 * What an op touched: the sections whose state after the write its answer carries (`[]`: none, the menu's head only;
 * `'last'`: the section it just added at the end), and for a delete the ids of what went.
 */
export interface Touched {
  sections: string[] | 'last';
  removed?: Removed;
}

/** A menu as one write read it back: its head with only the sections the write named (LeanMenu's shape, fewer sections). */
export type EditedMenu = LeanMenu;

/**
 * An edit's answer in data.data (spec §7 leaves its content open; public info is "status and message"): the menu's
 * head — every field but `sections`, admins as usernames — with `sections` holding only the touched sections as they
 * are after the write, and `removed` after a delete. A screen that needs the whole menu reads it with GET.
 */
export type MenuEditAnswer = EditedMenu & { removed?: Removed };

/**
 * One menu-edit op of `PUT /api/v1/quickmenu/{menuId}?op=…` (spec §7, GUIDE §2): its query ids, its body schema (the
 * same schema the admin form uses, from lib/validation/), its plan requirement as data, and one function that makes
 * one atomic write through updateMenu(). `message` is the success text the API answers beside data (omit it where
 * §7 says a message is treated as an error, e.g. gallery create/edit).
 */
export interface MenuEdit<TIds = unknown, TBody = unknown> {
  ids: ZodType<TIds>;
  body: ZodType<TBody>;
  /** The API key scope that lets a restaurant's own systems make this edit; none: admins only. */
  apiScope?: ApiScope;
  /** The lowest plan allowed (spec §6), and the 403 message below it. */
  plan?: { min: number; message: Message | string };
  /** The success text, or a function of the body when it depends on what was asked (eitem: sale, image…). */
  message?: string | ((body: TBody) => string);
  /** What the op touches, from its ids and body: what its answer holds (and its write reads back). */
  touches(ids: TIds, body: TBody): Touched;
  run(input: MenuEditInput<TIds, TBody>): Promise<EditedMenu>;
}

/** Identity with inference: `export const createSection = defineMenuEdit({ ids, body, run })`. */
export function defineMenuEdit<TIds, TBody>(edit: MenuEdit<TIds, TBody>): MenuEdit<TIds, TBody> {
  return edit;
}
