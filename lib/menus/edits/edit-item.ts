import { ADMIN_NOTICES } from '../../i18n/ar';
import { itemEditSchema, type ItemEdit } from '../../validation/item';
import { itemIds } from '../../validation/menu-edit-ids';
import { readMenuSections, updateMenu, type LeanMenu } from '../update-menu';
import { defineMenuEdit } from './define-menu-edit';
import { ITEM, itemTarget, oid } from './menu-targets';
import { releaseImages } from './release-images';
import { writeNamedItem } from './write-named-item';

/** `$set` of exactly the fields given: never interestRecords (diners' counts stay), never the image unless `image: ""`. */
export function itemSet(body: ItemEdit): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (key === 'sale') {
      const sale = value as NonNullable<ItemEdit['sale']>;
      set[`${ITEM}.sale`] = sale.onSale ? { onSale: true, offPrice: sale.offPrice } : { onSale: false, offPrice: 0 };
    } else set[`${ITEM}.${key}`] = value;
  }
  return set;
}

function editMessage(body: ItemEdit): string {
  if (body.sale) return body.sale.onSale ? ADMIN_NOTICES.saleAdded : ADMIN_NOTICES.saleRemoved;
  if (body.image === '' && Object.keys(body).length === 1) return ADMIN_NOTICES.imageRemoved;
  return ADMIN_NOTICES.edited;
}

const findItemImage = (sections: LeanMenu['sections'], itemId: string) =>
  sections.flatMap((s) => s.items).find((i) => i._id.equals(oid(itemId)))?.image;

/** eitem (spec §7): edit an item's fields, add a sale `{sale:{onSale:true,offPrice}}`, remove it, or remove the image. */
export const editItem = defineMenuEdit({
  ids: itemIds,
  body: itemEditSchema,
  message: editMessage,
  run: async ({ menu, ids, body }) => {
    // Removing the image: the file it names goes once no menu shows it, so read which file that is first.
    const removed = body.image === '' ? findItemImage(await readMenuSections(menu._id), ids.itemId) : undefined;
    const write = { menuId: menu, ...itemTarget(ids.sectionId, ids.itemId), update: { $set: itemSet(body) } };
    const updated = body.itemname ? await writeNamedItem(write, body.itemname, ids.itemId) : await updateMenu(write);
    await releaseImages([removed]);
    return updated;
  },
});
