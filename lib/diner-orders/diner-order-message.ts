/**
 * The chat message of a diner's order (spec §2 complete purchase): its number, the table and branch, one
 * line per item, the total, the note and the link to follow it, in the language the diner ordered in.
 * Pure: the server builds it with the order.
 */
import { dinerTexts } from '../i18n/diner-texts';
import { formatPrice } from '../menus/pricing';
import { titleIn } from '../shared/item-options';
import { lineName } from '../shared/line-name';
import type { DinerOrderView } from './diner-order-view';

export function dinerOrderMessage(order: DinerOrderView, opts: { branchAddress?: string | null; statusUrl: string }): string {
  const { cart: CART_TEXT, order: T, table: TABLE_TEXT } = dinerTexts(order.lang);
  const lines = order.lines.map((l, i) => {
    const { title, subItemTitle, options: chosen } = dinerLineTitles(l, order.lang);
    const name = lineName(title, subItemTitle);
    const options = chosen ? ` + ${chosen}` : '';
    return `${i + 1}. ${name}${options} × ${l.quantity} ${CART_TEXT.pieces} = ${formatPrice(l.total, order.currency, order.lang)}`;
  });
  return [
    CART_TEXT.orderGreeting,
    T.messageHead(order.number),
    ...(order.table ? [TABLE_TEXT.orderFrom(order.table.name)] : []),
    ...(opts.branchAddress ? [T.messageBranch(opts.branchAddress)] : []),
    ...lines,
    `${CART_TEXT.orderTotal}: ${formatPrice(order.total, order.currency, order.lang)}`,
    ...(order.note ? [T.messageNote(order.note)] : []),
    `${T.messageStatus}: ${opts.statusUrl}`,
  ].join('\n');
}

/**
 * A line's titles as the diner read them: the English ones of an English order where the menu had them; the chosen
 * options joined in the order's language ('حار، جبنة' / 'Hot, Cheese'), or null without options.
 */
export function dinerLineTitles(
  line: DinerOrderView['lines'][number],
  lang: DinerOrderView['lang'],
): { title: string; subItemTitle: string | null; options: string | null } {
  const english = lang === 'en';
  const en = english ? line.translations?.en : undefined;
  const options = line.options?.length ? line.options.map((o) => titleIn(lang, o)).join(english ? ', ' : '، ') : null;
  return { title: en?.title || line.title, subItemTitle: line.subItemTitle === null ? null : en?.subItemTitle || line.subItemTitle, options };
}
