import { Types } from 'mongoose';
import { inTransaction } from '../db';
import { DinerOrder } from '../../models/DinerOrder';
import { badRequest } from '../api/errors';
import { msg } from '../i18n/t';
import { findCartOrThrow, type StoredCart } from '../carts/find-cart-or-throw';
import { forgetCart } from '../carts/known-carts';
import { loadPurchasableMenu } from '../carts/load-purchasable-menu';
import { checkCartLine } from '../carts/check-cart-line';
import { priceCart } from '../carts/price-cart';
import type { CartMenu } from '../carts/menu-shape';
import { whatsappOrderUrl } from '../carts/whatsapp-link';
import { zonedDay } from '../menus/zoned-day';
import { langQuery } from '../i18n/page-lang';
import { findTable } from '../shared/menu-tables';
import { MAIN_BRANCH } from '../shared/diner-order-rules';
import type { SubmitDinerOrderInput } from '../validation/diner-order';
import { dinerOrderMessage } from './diner-order-message';
import { dinerOrderView, type DinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { announceMenuEvent } from './diner-order-events';
import { enforceOrderRates } from './check-order-room';
import { wakeOutbox } from '../webhooks/outbox';
import { inTableTurn } from './table-order-turns';
import { orderBranchAddress } from './order-branch-address';
import { placeDinerOrder } from './place-diner-order';

type OrderingMenu = Omit<CartMenu, 'tables'> & {
  timeZone?: string | null;
  tables?: { _id: { toString(): string }; name: string; branchId?: { toString(): string } | null }[] | null;
};

export type SubmittedDinerOrder = { order: DinerOrderView; whatsappUrl: string | null; statusUrl: string };

const dinerOrderStatusUrl = (origin: string, order: DinerOrderView) => `${origin.replace(/\/+$/, '')}/o/${order._id}${langQuery(order.lang)}`;

/**
 * POST /api/v1/diner-orders: the cart priced on the server from the menu as it is now, numbered for the
 * menu's day, saved with its table (and the table's branch, or the branch the diner chose from no table), and the
 * cart deleted, in one transaction (place-diner-order.ts). Refused with nothing saved: an empty cart, a menu that does not sell, an item gone or sold out, a
 * branch not the menu's, a table the menu no longer has, a table or menu over its limits (check-order-room.ts). An
 * order of more units than a table may send unconfirmed is saved waiting for the staff's confirmation. One order per cart: sent again, or twice at once, the same order is the answer (the cart's
 * id is unique among orders).
 */
export async function submitDinerOrder(input: SubmitDinerOrderInput, origin: string): Promise<SubmittedDinerOrder> {
  let cart: StoredCart;
  try {
    cart = await findCartOrThrow(input.cart);
  } catch (err) {
    // A cart already sent is gone (deleted with its order): then its order is the answer.
    const already = await DinerOrder.findOne({ cart: input.cart }).lean<StoredDinerOrder>();
    if (!already) throw err;
    return answer(dinerOrderView(already), await loadPurchasableMenu<OrderingMenu>(String(already.menu), 'exact'), origin);
  }

  const menu = await loadPurchasableMenu<OrderingMenu>(String(cart.menu), 'exact');
  // One moment for the lines' availability and the order's day (an order checked at 23:59:59 is that day's).
  const checkedAt = new Date();
  for (const line of cart.items) {
    const options = (line.options ?? []).map(String);
    checkCartLine(menu, { item: String(line.item), subItem: line.subItem ?? null, quantity: line.quantity, options }, checkedAt, { lang: input.lang });
  }
  const priced = priceCart(cart, menu);
  if (priced.items.length === 0) throw badRequest(msg('dinerOrderEmpty'));

  const day = zonedDay(checkedAt, menu.timeZone ?? undefined);
  const table = priced.table;
  // A cart made from a table the menu no longer has (its link turned over, or the table deleted): not an order from
  // no table behind the diner's back, and not to a table that an old card still names.
  if (cart.table && !table) throw badRequest(msg('tableLinkGone'));
  const branch = orderBranch(menu, table ? findTable(menu.tables, table._id)?.branchId : null, table ? undefined : input.branch);
  const tableId = table ? String(table._id) : null;
  await enforceOrderRates(String(menu._id), tableId);
  let saved: StoredDinerOrder;
  try {
    // One transaction (place-diner-order.ts), across instances. The turns of a table on this instance only spare
    // its orders sent at the same moment here the conflict and the rerun their transactions would otherwise meet.
    saved = await inTableTurn(tableId && `${menu._id}:${tableId}`, () =>
      inTransaction((session) => placeDinerOrder(session, { menu, cart, priced, day, tableId, branch, input })),
    );
  } catch (err) {
    // The same cart sent at the same moment: the other request's order is this one too.
    if ((err as { code?: number }).code !== 11000) throw err;
    const other = await DinerOrder.findOne({ cart: input.cart }).lean<StoredDinerOrder>();
    if (!other) throw err;
    return answer(dinerOrderView(other), menu, origin);
  }
  forgetCart(cart._id);
  const order = dinerOrderView(saved);
  announceMenuEvent({ type: 'order', order });
  // Its webhooks' deliveries were written in the transaction: sent now from here (the others hear of them too).
  wakeOutbox();
  return answer(order, menu, origin);
}

/** The order's branch: its table's, else the one the diner chose (null: the main branch); a branch not the menu's is refused. */
function orderBranch(menu: OrderingMenu, tableBranch: { toString(): string } | null | undefined, chosen: string | undefined): Types.ObjectId | null {
  if (tableBranch) return new Types.ObjectId(String(tableBranch));
  if (!chosen || chosen === MAIN_BRANCH) return null;
  if (!(menu.branches ?? []).some((b) => String(b._id) === chosen)) throw badRequest(msg('branchNotFound'));
  return new Types.ObjectId(chosen);
}

function answer(order: DinerOrderView, menu: OrderingMenu, origin: string): SubmittedDinerOrder {
  const statusUrl = dinerOrderStatusUrl(origin, order);
  const branchAddress = orderBranchAddress(menu, order, order.lang === 'en');
  return { order, whatsappUrl: whatsappOrderUrl(menu.institution?.whatsapp, dinerOrderMessage(order, { branchAddress, statusUrl })), statusUrl };
}
