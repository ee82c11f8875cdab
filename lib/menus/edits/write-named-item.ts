import { Menu } from '../../../models/Menu';
import { ApiError, conflict } from '../../api/errors';
import { menuObjectId, updateMenu, type LeanMenu, type MenuWrite } from '../update-menu';
import { itemnameFree } from './menu-targets';
import { msg } from '../../i18n/t';

/**
 * A write that sets an item's `itemname`, made only if no other item of the menu has that name — checked in the same
 * atomic update (GUIDE §4), so two concurrent writes can never both take a name. When nothing matched, a second
 * look tells a taken name (409) from a missing section/item (404); either way nothing changed.
 */
export async function writeNamedItem(write: MenuWrite, itemname: string, exceptItemId?: string): Promise<LeanMenu> {
  try {
    return await updateMenu({ ...write, where: { $and: [write.where ?? {}, itemnameFree(itemname, exceptItemId)] } });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
    const targetExists = await Menu.exists({ _id: menuObjectId(write.menuId), ...(write.where ?? {}) });
    throw targetExists ? conflict(msg('itemnameTaken', { itemname })) : err;
  }
}
