import { conflict } from '../api/errors';
import type { InitMenuValues } from '../validation/init';
import { updateMenu, type MenuHead } from './update-menu';
import { msg } from '../i18n/t';
import { checkShortNameFree } from './public-info/check-short-name-free';

const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000;

/**
 * POST /api/v1/quickmenu/{id}/init (spec §7): the owner's first details of a menu, in one atomic update through
 * updateMenu(). A short name another menu has or had is refused (409, nothing written; the unique index guards a race); a menu already
 * initialised is refused too (its details are edited in the admin area).
 */
export async function initMenu(menu: MenuHead, body: InitMenuValues) {
  if (menu.initialized) throw conflict(msg('alreadyInitialised'));
  const { institution, username } = body;
  if (username) await checkShortNameFree(menu._id, username, msg('initShortNameTaken'));
  try {
    return await updateMenu({
      menuId: menu,
      where: { initialized: { $ne: true } },
      update: {
        $set: {
          'institution.name': institution.name,
          'institution.description': institution.description,
          'institution.location.address': institution.location.address,
          'institution.contact.phone': institution.contact.phone,
          initialized: true,
          ...(username ? { username } : {}),
        },
      },
      notFoundMessage: msg('alreadyInitialised'),
    });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(msg('initShortNameTaken'));
    throw err;
  }
}
