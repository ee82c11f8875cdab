import { Types } from 'mongoose';
import { DinerOrder } from '../../models/DinerOrder';
import { tooManyRequests } from '../api/errors';
import { msg } from '../i18n/t';
import { enforceRateLimit, RATE_LIMITS } from '../limits/rate-limit';
import { lastDays } from '../menus/stats/last-days';
import { OPEN_DINER_ORDER_STATUSES, TABLE_OPEN_ORDERS_MAX } from '../shared/diner-order-rules';

/**
 * Room for one more diner's order (lib/shared/diner-order-rules.ts). A table's id is public, so limits per address do
 * not protect a restaurant's screen from many addresses acting for one table: orders are also counted per menu and
 * per table of a menu (lib/limits/rate-limit.ts), and a table has at most TABLE_OPEN_ORDERS_MAX orders open at once.
 * Open counts today's and yesterday's orders, as the order screen shows them: one left open days ago blocks nothing.
 * The caller counts and inserts in one turn of the table (table-order-turns.ts). Refusals are 429s a diner
 * understands, in the request's language.
 */
export async function checkOrderRoom(menu: { _id: { toString(): string }; timeZone?: string | null }, tableId: string | null): Promise<void> {
  const menuId = String(menu._id);
  // The table's limits first: a flood at one table, refused there, does not use up the menu's and so the other tables'.
  if (tableId) {
    await enforceRateLimit(RATE_LIMITS.dinerOrder.table, `${menuId}:${tableId}`);
    const days = lastDays(new Date(), menu.timeZone ?? 'Asia/Amman', 2);
    const open = await DinerOrder.countDocuments({
      menu: new Types.ObjectId(menuId),
      day: { $in: days },
      status: { $in: OPEN_DINER_ORDER_STATUSES },
      'table._id': new Types.ObjectId(tableId),
    });
    if (open >= TABLE_OPEN_ORDERS_MAX) throw tooManyRequests(msg('tableOrdersOpen', { max: TABLE_OPEN_ORDERS_MAX }));
  }
  await enforceRateLimit(RATE_LIMITS.dinerOrder.menu, menuId);
}
