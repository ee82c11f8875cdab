import { Types } from 'mongoose';
import { OBJECT_ID_PATTERN } from '../../validation/object-id-pattern';
import { notFound } from '../../api/errors';
import { updateMenu, type LoadedMenu } from '../update-menu';
import { TABLE_NOT_FOUND } from './write-table';

/**
 * POST …/tables/{tableId}/link: the table turned over to a new id, so a new link and QR code (its name and branch stay).
 * A table's id is its link, and it is public; when a card was photographed or the table flooded with fake orders,
 * the owner prints a new card: the old link's orders and calls are refused (lib/diner-orders: 'tableLinkGone').
 * One atomic write through updateMenu() (the public page and the carts' copy of the menu drop the old id); 404 for a
 * foreign id. Orders and calls already made keep the table's name and old id.
 */
export function renewTableLink(menu: LoadedMenu, tableId: string) {
  if (!OBJECT_ID_PATTERN.test(tableId)) throw notFound(TABLE_NOT_FOUND);
  const _id = new Types.ObjectId(tableId);
  return updateMenu({
    menuId: menu,
    where: { 'tables._id': _id },
    update: { $set: { 'tables.$[t]._id': new Types.ObjectId() } },
    arrayFilters: [{ 't._id': _id }],
    notFoundMessage: TABLE_NOT_FOUND,
  });
}
