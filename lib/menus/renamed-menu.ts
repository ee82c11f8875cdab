import { Menu } from '../../models/Menu';
import { SHORT_NAME_PATTERN } from './public-menu';

/**
 * The menu that had this short name before it was renamed (models/Menu.ts `formerUsernames`), as the address it has now
 * (`/m/{name now}` or, without a name, `/m/{id}`); null when no menu had it. Links and table cards printed with the old
 * name lead there.
 */
export async function renamedMenuPath(name: string): Promise<string | null> {
  let key: string;
  try {
    key = decodeURIComponent(name).trim().toLowerCase();
  } catch {
    return null;
  }
  if (!SHORT_NAME_PATTERN.test(key)) return null;
  const menu = await Menu.findOne({ formerUsernames: key }).select('_id username').lean();
  return menu ? `/m/${menu.username || menu._id}` : null;
}
