import type { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { findStoredImage } from './find-stored-image';
import { showsImage } from './image-in-use';

/**
 * Whether a stored image name is this menu's to use (egallery adds an image by name). The upload records the menu it
 * was made for: then only that menu may. An image stored without that record (seeded, or stored by an older version)
 * may be used unless another menu shows it. Another menu's image, or a name with no file, is refused.
 */
export async function menuOwnsImage(menuId: Types.ObjectId, name: string): Promise<boolean> {
  const file = await findStoredImage(name);
  if (!file) return false;
  if (file.meta.menu) return file.meta.menu === String(menuId);
  return !(await Menu.exists({ _id: { $ne: menuId }, ...showsImage(name) }));
}
