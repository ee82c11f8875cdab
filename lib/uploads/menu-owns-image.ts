import type { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { findStoredImage } from './find-stored-image';
import { showsImage } from './image-in-use';

/**
 * Whether a stored image name is this menu's to use (egallery adds an image by name): the upload recorded the menu
 * it was made for; an image stored before that was recorded (or seeded) is this menu's only if the menu shows it
 * already. Another menu's image, or a name with no file, is not.
 */
export async function menuOwnsImage(menuId: Types.ObjectId, name: string): Promise<boolean> {
  const file = await findStoredImage(name);
  if (!file) return false;
  if (file.meta.menu) return file.meta.menu === String(menuId);
  return Boolean(await Menu.exists({ _id: menuId, ...showsImage(name) }));
}
