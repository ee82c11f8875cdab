import { ADMIN_NOTICES } from '../../i18n/ar';
import { msg } from '../../i18n/t';
import { soldOutSchema, type SoldOutBody } from '../../validation/item';
import { itemIds } from '../../validation/menu-edit-ids';
import { endOfZonedDay } from '../../shared/availability';
import { updateMenu } from '../update-menu';
import { defineMenuEdit, type MenuEditInput } from './define-menu-edit';
import { emitWebhookEvent } from '../../webhooks/emit-webhook-event';
import { ITEM, itemTarget, oid } from './menu-targets';

const HOUR_MS = 3_600_000;

/** When the sold-out mark ends by itself: the menu's midnight, after N hours, or never (null: until turned back). */
export function soldOutUntil(body: SoldOutBody, now: Date, timeZone?: string | null): Date | null {
  if (!body.soldOut || !body.for) return null;
  return body.for === 'day' ? endOfZonedDay(now, timeZone) : new Date(now.getTime() + (body.hours ?? 1) * HOUR_MS);
}

/**
 * sitem (beyond the spec): an item — or one of its options, `option` — sold out (greyed with 'نفد' on the public menu,
 * refused by the cart) for the rest of the day, for some hours or until turned back, or back on sale.
 */
export const setItemSoldOut = defineMenuEdit({
  ids: itemIds,
  body: soldOutSchema,
  // The restaurant's POS marks what ran out, until the stock counts come.
  apiScope: 'stock:write',
  message: ADMIN_NOTICES.edited,
  touches: (ids) => ({ sections: [ids.sectionId] }),
  run: async ({ menu, ids, body, read }) => {
    const updated = await writeSoldOut({ menu, ids, body, read });
    if (body.soldOut) emitWebhookEvent(menu._id, 'item.sold_out', { sectionId: ids.sectionId, itemId: ids.itemId, optionId: body.option ?? null, until: soldOutUntil(body, new Date(), menu.timeZone) });
    return updated;
  },
});

function writeSoldOut({ menu, ids, body, read }: MenuEditInput<{ sectionId: string; itemId: string }, SoldOutBody>) {
  const until = soldOutUntil(body, new Date(), menu.timeZone);
  const target = itemTarget(ids.sectionId, ids.itemId);
  if (!body.option) {
    return updateMenu({ menuId: menu, read, ...target, update: { $set: { [`${ITEM}.soldOut`]: body.soldOut, [`${ITEM}.soldOutUntil`]: until } } });
  }
  const OPTION = `${ITEM}.optionGroups.$[].options.$[o]`;
  return updateMenu({
    menuId: menu,
    read,
    ...target,
    where: { sections: { $elemMatch: { _id: oid(ids.sectionId), items: { $elemMatch: { _id: oid(ids.itemId), 'optionGroups.options._id': oid(body.option) } } } } },
    arrayFilters: [...(target.arrayFilters ?? []), { 'o._id': oid(body.option) }],
    notFoundMessage: msg('optionNotFound'),
    update: { $set: { [`${OPTION}.soldOut`]: body.soldOut, [`${OPTION}.soldOutUntil`]: until } },
  });
}
