/**
 * The chat message of a diner's order (issue #20; spec §2 complete purchase): its number, the table and branch, one
 * line per item, the total, the note and the link to follow it. Pure: the server builds it with the order.
 */
import { CART_TEXT, DINER_ORDER_TEXT as T, TABLE_TEXT } from '../i18n/ar';
import { formatPrice } from '../menus/pricing';
import type { DinerOrderView } from './diner-order-view';

export function dinerOrderMessage(order: DinerOrderView, opts: { branchAddress?: string | null; statusUrl: string }): string {
  const lines = order.lines.map((l, i) => {
    const name = l.subItemTitle ? `${l.title} (${l.subItemTitle})` : l.title;
    return `${i + 1}. ${name} × ${l.quantity} ${CART_TEXT.pieces} = ${formatPrice(l.total, order.currency)}`;
  });
  return [
    CART_TEXT.orderGreeting,
    T.messageHead(order.number),
    ...(order.table ? [TABLE_TEXT.orderFrom(order.table.name)] : []),
    ...(opts.branchAddress ? [T.messageBranch(opts.branchAddress)] : []),
    ...lines,
    `${CART_TEXT.orderTotal}: ${formatPrice(order.total, order.currency)}`,
    ...(order.note ? [T.messageNote(order.note)] : []),
    `${T.messageStatus}: ${opts.statusUrl}`,
  ].join('\n');
}
