import { unstable_cache } from 'next/cache';
import { connectDb } from '../db';
import { Menu } from '../../models/Menu';
import { MENU_USERNAMES_TAG, menuCacheTag } from './invalidate-menu';
import { OBJECT_ID_PATTERN, SHORT_NAME_PATTERN, type PublicMenu } from './public-menu';
import { toPublicMenu } from './to-public-menu';
import { PUBLIC_MENU_MAX_AGE_S } from './cache-age';

export { PUBLIC_MENU_MAX_AGE_S };

const PUBLIC_FIELDS = '-admins -menuVisitors -sections.items.interestRecords';

async function loadById(id: string): Promise<PublicMenu | null> {
  await connectDb();
  const doc = await Menu.findById(id).select(PUBLIC_FIELDS).lean();
  return doc ? toPublicMenu(doc) : null;
}

async function idOfUsername(username: string): Promise<string | null> {
  await connectDb();
  const doc = await Menu.findOne({ username: username.toLowerCase() }).select('_id').lean();
  return doc ? String(doc._id) : null;
}

const cachedById = (id: string) =>
  unstable_cache(() => loadById(id), ['public-menu', id], { tags: [menuCacheTag(id)], revalidate: PUBLIC_MENU_MAX_AGE_S })();

const cachedIdOfUsername = (username: string) =>
  unstable_cache(() => idOfUsername(username), ['menu-username', username], {
    tags: [MENU_USERNAMES_TAG],
    revalidate: PUBLIC_MENU_MAX_AGE_S,
  })();

/**
 * The public menu named by a /m/{param}: a 24-hex id (the long link) or a short name. Cached per menu under the tag
 * `menu:<id>` (see invalidateMenu); null when there is no such menu. Inactive menus are returned (the page says so).
 */
export async function getPublicMenu(param: string): Promise<PublicMenu | null> {
  let key: string;
  try {
    key = decodeURIComponent(param).trim();
  } catch {
    return null;
  }
  if (OBJECT_ID_PATTERN.test(key)) {
    const byId = await cachedById(key.toLowerCase());
    if (byId) return byId;
  }
  if (!SHORT_NAME_PATTERN.test(key)) return null;
  const id = await cachedIdOfUsername(key.toLowerCase());
  return id ? cachedById(id) : null;
}
