import { Types, type ClientSession } from 'mongoose';
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
 * Refusals are 429s a diner understands, in the request's language.
 */

/** The per-table and per-menu rates, before the order's transaction (a retried transaction must not count twice). */
export async function enforceOrderRates(menuId: string, tableId: string | null): Promise<void> {
  // The table's limits first: a flood at one table, refused there, does not use up the menu's and so the other tables'.
  if (tableId) await enforceRateLimit(RATE_LIMITS.dinerOrder.table, `${menuId}:${tableId}`);
  await enforceRateLimit(RATE_LIMITS.dinerOrder.menu, menuId);
}

/**
 * The table's open orders, counted inside the order's transaction after it took the table's turn
 * (order-writes.ts: takeTableTurn), so orders sent to one table at the same moment cannot all pass the count together.
 * Open counts today's and yesterday's orders, as the order screen shows them: one left open days ago blocks nothing.
 */
export async function checkTableRoom(menu: { _id: { toString(): string }; timeZone?: string | null }, tableId: string, session: ClientSession): Promise<void> {
  const days = lastDays(new Date(), menu.timeZone ?? 'Asia/Amman', 2);
  const open = await DinerOrder.countDocuments({
    menu: new Types.ObjectId(String(menu._id)),
    day: { $in: days },
    status: { $in: OPEN_DINER_ORDER_STATUSES },
    'table._id': new Types.ObjectId(tableId),
  }).session(session);
  if (open >= TABLE_OPEN_ORDERS_MAX) throw tooManyRequests(msg('tableOrdersOpen', { max: TABLE_OPEN_ORDERS_MAX }));
}
