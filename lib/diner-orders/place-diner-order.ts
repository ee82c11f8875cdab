import { Types, type ClientSession } from 'mongoose';
import { DinerOrder } from '../../models/DinerOrder';
import type { StoredCart } from '../carts/find-cart-or-throw';
import type { priceCart } from '../carts/price-cart';
import { needsStaffConfirmation } from '../shared/diner-order-rules';
import type { SubmitDinerOrderInput } from '../validation/diner-order';
import { checkTableRoom } from './check-order-room';
import { dinerOrderView, type StoredDinerOrder } from './diner-order-view';
import { enqueueWebhookEvent } from '../webhooks/emit-webhook-event';
import { deleteSentCart, insertOrder, nextOrderNumber, takeTableTurn } from './order-writes';
import { splitIntoTickets } from '../kitchen/split-into-tickets';

/** An order as the request priced and placed it, before it is written. */
export interface OrderToPlace {
  menu: { _id: { toString(): string }; timeZone?: string | null } & Parameters<typeof splitIntoTickets>[0];
  cart: StoredCart;
  priced: ReturnType<typeof priceCart>;
  /** The menu's day (YYYY-MM-DD in its time zone). */
  day: string;
  tableId: string | null;
  branch: Types.ObjectId | null;
  input: SubmitDinerOrderInput;
}

/**
 * The writes of one diner's order, inside its transaction (lib/db.ts: inTransaction): the table's turn, the room left
 * at the table, the day's number, the order and the deleted cart commit together or not at all. Run again from the
 * start when the transaction is retried (another order of the same table or menu day committed first), so it reads
 * and writes only through `session`. What else an order writes (its kitchen tickets, its webhooks' deliveries, the
 * stock it takes) is added here, with the same session.
 */
export async function placeDinerOrder(session: ClientSession, o: OrderToPlace): Promise<StoredDinerOrder> {
  const menuId = String(o.menu._id);
  if (o.tableId) {
    await takeTableTurn(`${menuId}:${o.tableId}`, session);
    await checkTableRoom(o.menu, o.tableId, session);
  }
  await deleteSentCart(o.cart._id, session);
  // The day's counter last but one: every order of the menu's day writes it, so the shorter it is held, the fewer
  // orders of the same moment have to run again.
  const number = await nextOrderNumber(`${menuId}:${o.day}`, session);
  const table = o.priced.table;
  const units = o.priced.items.reduce((sum, l) => sum + l.quantity, 0);
  const now = new Date();
  const built = new DinerOrder({
    menu: new Types.ObjectId(menuId),
    cart: o.cart._id,
    day: o.day,
    number,
    table: table ? { _id: table._id, name: table.name } : null,
    branch: o.branch,
    lines: o.priced.items.map((l) => ({
      item: l.item._id,
      title: l.item.title,
      subItem: l.subItem,
      subItemTitle: l.subItemTitle,
      ...(l.options.length > 0 ? { options: l.options } : {}),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.lineTotal,
      // Kept whatever the order's language, as the options' are: the status page in the other language names it too.
      ...(l.translations ? { translations: l.translations } : {}),
    })),
    total: o.priced.total,
    currency: o.priced.menu.currency,
    note: o.input.note,
    needsConfirmation: needsStaffConfirmation(units),
    lang: o.input.lang,
    // One ticket per station that makes a line, the order's branch's own (lib/kitchen): written with the order, so a
    // bump is one update of it.
    tickets: splitIntoTickets(o.menu, o.priced.items, o.branch),
    createdAt: now,
    updatedAt: now,
    __v: 0,
  });
  // Mongoose's own validation (a ValidationError, answered as a 400 by the wrapper). Not `validateSync()`, which
  // spared a promise per path but is deprecated in Mongoose 9 and removed in 10.
  await built.validate();
  const saved = await insertOrder(built.toObject(), session);
  // The integrators' 'order.created' is written with the order (the outbox's deliveries), never after it.
  await enqueueWebhookEvent(menuId, 'order.created', dinerOrderView(saved), session);
  return saved;
}
