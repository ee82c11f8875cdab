import { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { MENU_CHANGES_COLLECTION, instanceId } from './menu-change-feed';

/**
 * Announces a menu change to the other app instances (lib/menus/menu-change-feed.ts). The entry's time is the
 * database's own clock ($currentDate), so instances with skewed clocks still read it in order. A failure is logged,
 * not thrown: the write itself succeeded, and the other instances' pages expire within PUBLIC_MENU_MAX_AGE_S anyway.
 */
export async function publishMenuChange(menuId: string, usernames: string[]): Promise<void> {
  try {
    await Menu.db
      .collection(MENU_CHANGES_COLLECTION)
      .updateOne(
        { _id: new Types.ObjectId() },
        { $set: { menuId, usernames, origin: instanceId() }, $currentDate: { at: true } },
        { upsert: true },
      );
  } catch (err) {
    console.error('[menu-change-feed] could not publish a change of menu', menuId, (err as Error).message);
  }
}
