import { ADMIN_NOTICES } from '../../i18n/ar';
import { itemEditSchema, type ItemEdit } from '../../validation/item';
import { itemIds } from '../../validation/menu-edit-ids';
import { readMenuSections, updateMenu, type LeanMenu, type MenuHead, type MenuRead } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { ITEM, fieldsUnder, itemTarget, oid } from './menu-targets';
import { moveItemToSection } from './move-item-to-section';
import { releaseImages } from './release-images';
import { writeNamedItem } from './write-named-item';
import { checkStationOfMenu } from '../stations/write-station';

/** The item's fields exactly as given: never interestRecords (diners' counts stay), never the image unless `image: ""`. */
export function itemFields(body: ItemEdit): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || key === 'sectionId') continue;
    if (key === 'sale') {
      const sale = value as NonNullable<ItemEdit['sale']>;
      fields.sale = sale.onSale ? { onSale: true, offPrice: sale.offPrice } : { onSale: false, offPrice: 0 };
    } else fields[key] = value;
  }
  return fields;
}

/** `$set` of exactly the fields given (see itemFields). */
export function itemSet(body: ItemEdit): Record<string, unknown> {
  return fieldsUnder(ITEM, itemFields(body));
}

function editMessage(body: ItemEdit): string {
  if (body.sectionId) return ADMIN_NOTICES.itemMoved;
  if (body.sale) return body.sale.onSale ? ADMIN_NOTICES.saleAdded : ADMIN_NOTICES.saleRemoved;
  if (body.image === '' && Object.keys(body).length === 1) return ADMIN_NOTICES.imageRemoved;
  return ADMIN_NOTICES.edited;
}

const findItemImage = (sections: LeanMenu['sections'], itemId: string) =>
  sections.flatMap((s) => s.items).find((i) => i._id.equals(oid(itemId)))?.image;

/**
 * eitem (spec §7): edit an item's fields, add a sale `{sale:{onSale:true,offPrice}}`, remove it, or remove the image;
 * a body `sectionId` other than the query's moves the item there (last), with the other fields, in the same update.
 */
export const editItem = defineMenuEdit({
  ids: itemIds,
  body: itemEditSchema,
  message: editMessage,
  // A move touches the section it leaves and the one it joins.
  touches: (ids, body) => ({ sections: body.sectionId && body.sectionId !== ids.sectionId ? [ids.sectionId, body.sectionId] : [ids.sectionId] }),
  run: async ({ menu, ids, body, read }) => {
    checkStationOfMenu(menu, body.station);
    // Removing the image: the file it names goes once no menu shows it, so read which file that is first.
    const removed = body.image === '' ? findItemImage(await readMenuSections(menu._id, ids.sectionId), ids.itemId) : undefined;
    const updated = await writeItem(menu, ids, body, read);
    await releaseImages([removed]);
    return updated;
  },
});

function writeItem(menu: MenuHead, ids: { sectionId: string; itemId: string }, body: ItemEdit, read: MenuRead): Promise<LeanMenu> {
  if (body.sectionId && body.sectionId !== ids.sectionId) {
    const move = { menu, read, fromSectionId: ids.sectionId, itemId: ids.itemId, toSectionId: body.sectionId };
    return moveItemToSection({ ...move, fields: itemFields(body), itemname: body.itemname });
  }
  const write = { menuId: menu, read, ...itemTarget(ids.sectionId, ids.itemId), update: { $set: itemSet(body) } };
  return body.itemname ? writeNamedItem(write, body.itemname, ids.itemId) : updateMenu(write);
}
