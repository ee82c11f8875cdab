import { Menu } from '../../models/Menu';
import { notFound } from '../api/errors';
import { OBJECT_ID_PATTERN, SHORT_NAME_PATTERN } from './public-menu';
import { msg } from '../i18n/t';

/** A menu by id (or short name, now or former), as plain JSON-able data; 404 when there is none. */
export async function findMenuOrThrow(idOrName: string) {
  const key = String(idOrName ?? '').trim();
  let doc = OBJECT_ID_PATTERN.test(key) ? await Menu.findById(key).lean() : null;
  if (!doc && SHORT_NAME_PATTERN.test(key)) doc = await Menu.findOne({ username: key.toLowerCase() }).lean();
  // A name the menu had before still names it (models/Menu.ts formerUsernames), as its page's address does.
  if (!doc && SHORT_NAME_PATTERN.test(key)) doc = await Menu.findOne({ formerUsernames: key.toLowerCase() }).lean();
  if (!doc) throw notFound(msg('menuNotFound'));
  return doc;
}
