import { badRequest } from '../api/errors';
import type { CartLineInput } from '../validation/cart';
import { findMenuItemIn } from './find-menu-item';
import { itemAvailability } from '../shared/availability';
import type { CartMenu } from './menu-shape';
import { msg } from '../i18n/t';
import type { Lang } from '../i18n/lang';
import { optionChoiceProblem, optionsKey, titleIn, type OptionChoiceProblem } from '../shared/item-options';

/**
 * Checks one requested line against the cart's menu: the item must be on this menu, and the sub-item index must name
 * one of its sub-items when it has some and be absent when it has none, and the chosen options must fit the item's
 * option groups. The item must be orderable at `now`: not sold out (or its sold-out time over) and inside
 * its section's and its own hours, on the menu's clock. Returns the line as it will be stored (options in item order).
 */
export function checkCartLine(
  menu: CartMenu,
  line: Omit<CartLineInput, 'options'> & { options?: readonly string[] },
  now: Date = new Date(),
  /** A cart being sent as an order (one line among several): a refusal names the item, in the diner's language. */
  sent?: { lang: Lang },
): { item: string; subItem: number | null; quantity: number; options: string[] } {
  const found = findMenuItemIn(menu, line.item);
  if (!found || !found.item.title) throw badRequest(msg('itemNotOnMenu'));
  const { item, section } = found;
  const named = sent ? titleIn(sent.lang, item) : null;
  const availability = itemAvailability(item, section, now, menu.timeZone);
  if (!availability.available) {
    const soldOut = availability.reason === 'soldOut';
    if (named) throw badRequest(soldOut ? msg('soldOutInCart', { item: named }) : msg('notAvailableInCart', { item: named }));
    throw badRequest(msg(soldOut ? 'soldOut' : 'notAvailableNow'));
  }
  const subItems = item.subItems ?? [];
  if (subItems.length > 0) {
    if (line.subItem === null) throw badRequest(msg('subItemRequired'));
    if (line.subItem >= subItems.length) throw badRequest(msg('subItemNotFound'));
  } else if (line.subItem !== null) {
    throw badRequest(msg('noSubItems'));
  }
  const chosen = line.options ?? [];
  const problem = optionChoiceProblem(item.optionGroups, chosen, now);
  if (problem?.kind === 'soldOutOption' && sent && named) {
    throw badRequest(msg('optionSoldOutInCart', { item: named, option: (sent.lang === 'en' && problem.optionEn) || problem.option }));
  }
  if (problem) throw badRequest(optionMessage(problem));
  return { item: line.item, subItem: line.subItem, quantity: line.quantity, options: optionsKey(item.optionGroups, chosen) };
}

function optionMessage(problem: OptionChoiceProblem) {
  switch (problem.kind) {
    case 'unknownOption':
      return msg('optionUnknown');
    case 'repeatedOption':
      return msg('optionRepeated');
    case 'soldOutOption':
      return msg('optionSoldOut', { option: problem.option });
    case 'tooFew':
      return msg('optionsTooFew', { group: problem.group, min: problem.min });
    case 'tooMany':
      return msg('optionsTooMany', { group: problem.group, max: problem.max });
  }
}
