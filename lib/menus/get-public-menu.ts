import { cache } from 'react';
import { connectDb } from '../db';
import { Menu } from '../../models/Menu';
import { OBJECT_ID_PATTERN, SHORT_NAME_PATTERN, type PublicMenu } from './public-menu';
import { toPublicMenu } from './to-public-menu';

const PUBLIC_FIELDS = '-admins -menuVisitors -sections.items.interestRecords';

/**
 * The public menu named by a /m/{param}: a 24-hex id (the long link) or a short name; null when there is no such menu.
 * Inactive menus are returned (the page says so). Read straight from the database: there is no data cache, the one
 * cache of the public menu is the rendered page in the production server's memory (server/page-store.ts), so a
 * miss always renders what the database holds now. React's cache() shares one read between the page and its metadata.
 */
export const getPublicMenu = cache(async (param: string): Promise<PublicMenu | null> => {
  let key: string;
  try {
    key = decodeURIComponent(param).trim();
  } catch {
    return null;
  }
  await connectDb();
  if (OBJECT_ID_PATTERN.test(key)) {
    const byId = await Menu.findById(key.toLowerCase()).select(PUBLIC_FIELDS).lean();
    if (byId) return toPublicMenu(byId);
  }
  if (!SHORT_NAME_PATTERN.test(key)) return null;
  const byName = await Menu.findOne({ username: key.toLowerCase() }).select(PUBLIC_FIELDS).lean();
  return byName ? toPublicMenu(byName) : null;
});
