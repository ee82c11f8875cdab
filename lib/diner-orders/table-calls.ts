import { Types } from 'mongoose';
import { TableCall } from '../../models/TableCall';
import { Menu } from '../../models/Menu';
import { badRequest, forbidden, notFound } from '../api/errors';
import { findTable } from '../shared/menu-tables';
import { msg } from '../i18n/t';
import { loadPurchasableMenuWithTable } from '../carts/load-purchasable-menu';
import { enforceRateLimit, RATE_LIMITS } from '../limits/rate-limit';
import { isMenuAdmin } from '../menus/is-menu-admin';
import { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';
import type { TableCallInput } from '../validation/diner-order';
import { announceMenuEvent } from './diner-order-events';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { tableCallView, type StoredTableCall, type TableCallView } from './table-call-view';

/**
 * POST /api/v1/diner-orders/calls: a diner at a table calls the waiter or asks for the bill. Same gate as
 * ordering (a menu that sells); the table must be the menu's. Limited per client, per table and per menu (a table's id
 * is public: many addresses can act for it); while a call of that
 * kind is open at that table, a second tap answers the same call (one open call per table and kind: a unique index).
 */
export async function callFromTable(input: TableCallInput, clientKey: string): Promise<TableCallView> {
  const menu = await loadPurchasableMenuWithTable(input.menu, input.table);
  // A table the menu no longer has: its link was turned over (or the table deleted), so an old card calls no one.
  const found = findTable(menu.tables, input.table);
  if (!found) throw badRequest(msg('tableLinkGone'));
  const table = { id: new Types.ObjectId(input.table), name: found.name };
  const tableId = table.id;
  await enforceRateLimit(RATE_LIMITS.tableCall.client, clientKey);
  await enforceRateLimit(RATE_LIMITS.tableCall.table, `${input.menu}:${input.table}`);
  await enforceRateLimit(RATE_LIMITS.tableCall.menu, input.menu);
  const key = { menu: new Types.ObjectId(input.menu), 'table._id': tableId, kind: input.kind, open: true };
  const open = await TableCall.findOne(key).lean<StoredTableCall>();
  if (open) return tableCallView(open);
  try {
    const created = await TableCall.create({ menu: key.menu, table: { _id: tableId, name: table.name }, kind: input.kind });
    const view = tableCallView(created.toObject());
    announceMenuEvent({ type: 'call', call: view });
    emitWebhookEvent(view.menu, 'call.created', view);
    return view;
  } catch (err) {
    if ((err as { code?: number }).code !== 11000) throw err;
    const other = await TableCall.findOne(key).lean<StoredTableCall>();
    if (!other) throw err;
    return tableCallView(other);
  }
}

/** DELETE /api/v1/diner-orders/calls/{callId}: a menu admin of the call's menu dismisses it (it stays, closed). */
export async function dismissTableCall(callId: string, user: { _id: { toString(): string } }): Promise<TableCallView> {
  if (!OBJECT_ID_PATTERN.test(callId)) throw notFound(msg('tableCallNotFound'));
  const call = await TableCall.findById(callId).lean<StoredTableCall>();
  if (!call) throw notFound(msg('tableCallNotFound'));
  const menu = await Menu.findById(call.menu).select('admins').lean();
  if (!menu || !isMenuAdmin(menu, { _id: String(user._id) })) throw forbidden(msg('notMenuAdmin'));
  const closed = await TableCall.findOneAndUpdate({ _id: call._id }, { $set: { open: false, dismissedAt: new Date() } }, { returnDocument: 'after' }).lean<StoredTableCall>();
  const view = tableCallView(closed ?? call);
  announceMenuEvent({ type: 'call', call: view });
  return view;
}

/** The menu's open calls, oldest first (the order screen, when it opens). */
export async function openTableCalls(menuId: Types.ObjectId): Promise<TableCallView[]> {
  const calls = await TableCall.find({ menu: menuId, open: true }).sort({ createdAt: 1 }).limit(200).lean<StoredTableCall[]>();
  return calls.map(tableCallView);
}
