import { Types } from 'mongoose';
import type { MenuWrite } from '../update-menu';
import { msg } from '../../i18n/t';

export const SECTION_NOT_FOUND = msg('sectionNotFound');
export const ITEM_NOT_FOUND = msg('itemNotFound');

/** Update paths through the array filters below: `${SECTION}.title`, `${ITEM}.price`. */
export const SECTION = 'sections.$[s]';
export const ITEM = 'sections.$[s].items.$[i]';

const oid = (id: string) => new Types.ObjectId(id);

type Target = Pick<MenuWrite, 'where' | 'arrayFilters' | 'notFoundMessage'>;

/** One section of the menu: a wrong or foreign id matches nothing, so the write is a 404 that changed nothing. */
export function sectionTarget(sectionId: string): Target {
  return { where: { 'sections._id': oid(sectionId) }, arrayFilters: [{ 's._id': oid(sectionId) }], notFoundMessage: SECTION_NOT_FOUND };
}

/** One item of one section (the item must be in THAT section). `withItemFilter: false` for writes on the items list. */
export function itemTarget(sectionId: string, itemId: string, withItemFilter = true): Target {
  return {
    where: { sections: { $elemMatch: { _id: oid(sectionId), 'items._id': oid(itemId) } } },
    arrayFilters: withItemFilter ? [{ 's._id': oid(sectionId) }, { 'i._id': oid(itemId) }] : [{ 's._id': oid(sectionId) }],
    notFoundMessage: ITEM_NOT_FOUND,
  };
}

/** `$set` paths for exactly the fields given (undefined ones left out) under an update path: `fieldsUnder(ITEM, {price})`. */
export function fieldsUnder(path: string, fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[`${path}.${key}`, value]])));
}

/** The condition "no item of the menu (other than `exceptItemId`) is named `itemname`", for the same atomic update. */
export function itemnameFree(itemname: string, exceptItemId?: string): Record<string, unknown> {
  const clash = exceptItemId ? { itemname, _id: { $ne: oid(exceptItemId) } } : { itemname };
  return { sections: { $not: { $elemMatch: { items: { $elemMatch: clash } } } } };
}

export { oid };
