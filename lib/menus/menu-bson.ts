import type { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';

/**
 * Some fields of a menu as the database sends them: BSON bytes (the driver's `raw`), not decoded here. For work done
 * over a whole menu in the heavy-work pool (the paper menu, a sheet's import), which decodes them in the worker:
 * decoding a 1,000-item menu's sections and copying them to the worker held the app's thread for tens to hundreds of
 * ms. The bytes are a copy of their own: a structured clone of a view would copy the whole buffer under it. 404 when
 * the menu is gone.
 */
export async function readMenuBson(menuId: Types.ObjectId, fields: readonly string[]): Promise<Uint8Array> {
  const projection = Object.fromEntries(fields.map((f) => [f, 1]));
  const raw = (await Menu.collection.findOne({ _id: menuId }, { projection, raw: true })) as unknown as Uint8Array | null;
  if (!raw) throw notFound(msg('menuNotFound'));
  return new Uint8Array(raw);
}
