import { asCurrency } from '../money/currencies';
import { optionsMinor, unitPriceMinor } from '../menus/pricing';
import { fromMinor } from '../money/minor-units';
import { canPurchase } from '../menus/public-menu';
import { safeCssColor } from '../validation/css-color';
import { findTable } from '../shared/menu-tables';
import { findMenuItemIn, type Found } from './find-menu-item';
import { itemAvailability } from '../shared/availability';
import { chosenOptions, optionChoiceProblem } from '../shared/item-options';
import type { CartMenu, StoredCartLine } from './menu-shape';
import type { CartBranch, PricedCart, PricedCartLine } from './priced-cart';
import { MAIN_BRANCH } from '../shared/diner-order-rules';

/** The branches a diner ordering from no table chooses among: the main branch first, none without branches. */
function cartBranches(menu: CartMenu, english: boolean): CartBranch[] {
  if (!menu.branches?.length) return [];
  const entry = (_id: string, address: string, en: string | null | undefined): CartBranch => ({ _id, address, ...(english && en ? { translations: { en: { address: en } } } : {}) });
  return [
    entry(MAIN_BRANCH, menu.institution?.location?.address ?? '', menu.translations?.en?.address),
    ...menu.branches.map((b) => entry(String(b._id), b.location?.address || b.phone || '', b.translations?.en?.address)),
  ];
}

/**
 * The cart as the diner sees it, every price computed from the menu in integer minor units (spec §3 Cart):
 * unit price = price × (1 − offPrice),
 * or the chosen sub-item's price with the same discount. Lines whose item is gone (no title) or whose sub-item no
 * longer exists are dropped from the view; each kept line remembers its stored position for DELETE, and says when it
 * cannot be ordered now (sold out, outside its hours: checkCartLine's rules, which refuse it when the order is sent).
 */
export function priceCart(cart: { _id: { toString(): string }; items?: StoredCartLine[] | null; table?: unknown }, menu: CartMenu, now = new Date()): PricedCart {
  const english = Boolean(menu.settings?.english);
  const currency = asCurrency(menu.currency);
  const items: PricedCartLine[] = [];
  // Computed in the currency's minor units (integers, lib/money) and answered as the decimals the API has always had.
  const lineMinors: number[] = [];
  (cart.items ?? []).forEach((line, index) => {
    const found = findMenuItemIn(menu, String(line.item));
    if (!found) return;
    const { item } = found;
    if (!item.title) return;
    const subItems = (item.subItems ?? []).map((s) => ({ title: s.title, price: s.price }));
    const subItem = line.subItem ?? null;
    if (subItem !== null && subItems.length > 0 && !subItems[subItem]) return;
    // Options: a line whose options no longer fit the item (one removed since) is dropped like a gone sub-item.
    const chosen = (line.options ?? []).map(String);
    if (chosen.length > 0 && optionChoiceProblem(item.optionGroups, chosen)?.kind === 'unknownOption') return;
    const picked = chosenOptions(item.optionGroups, chosen);
    const options = picked.map((o) => ({
      _id: String(o._id),
      title: o.title,
      price: o.price,
      ...(english && o.translations?.en?.title ? { translations: { en: { title: o.translations.en.title } } } : {}),
    }));
    const unitMinor = unitPriceMinor({ price: item.price, subItems, sale: item.sale }, subItems.length > 0 ? subItem : null, optionsMinor(picked, currency), currency);
    lineMinors.push(unitMinor * line.quantity);
    items.push({
      item: {
        _id: String(item._id),
        title: item.title,
        price: item.price,
        sale: { offPrice: Number(item.sale?.offPrice ?? 0), onSale: Boolean(item.sale?.onSale) },
        subItems,
      },
      subItem: subItems.length > 0 ? subItem : null,
      subItemTitle: subItems.length > 0 && subItem !== null ? subItems[subItem].title : null,
      options,
      ...(english ? englishTitles(item.translations?.en?.title, subItems.length > 0 && subItem !== null ? item.subItems?.[subItem]?.translations?.en?.title : null) : {}),
      quantity: line.quantity,
      unitPrice: fromMinor(unitMinor, currency),
      lineTotal: fromMinor(unitMinor * line.quantity, currency),
      index,
      ...unavailableNow(found, chosen, now, menu.timeZone),
    });
  });
  const colors = menu.colors ?? {};
  return {
    _id: String(cart._id),
    menu: {
      _id: String(menu._id),
      name: menu.institution?.name ?? '',
      currency,
      whatsapp: menu.institution?.whatsapp ?? '',
      username: menu.username ?? null,
      ...(english && menu.translations?.en?.name ? { translations: { en: { name: menu.translations.en.name } } } : {}),
      colors: {
        mainColor: safeCssColor(colors.mainColor),
        secondaryColor: safeCssColor(colors.secondaryColor),
        shadeColor: safeCssColor(colors.shadeColor),
        tintColor: safeCssColor(colors.tintColor),
      },
      workingDays: (menu.workingDays ?? []).map((d) => ({ day: d.day, start: d.start ?? '', end: d.end ?? '' })),
      timeZone: menu.timeZone ?? null,
      ordering: Boolean(menu.active) && canPurchase(menu),
      branches: cartBranches(menu, english),
    },
    items,
    total: fromMinor(lineMinors.reduce((sum, m) => sum + m, 0), currency),
    table: tableOf(menu, cart.table),
  };
}

function englishTitles(title: string | null | undefined, subItemTitle: string | null | undefined): Pick<PricedCartLine, 'translations'> {
  const en: { title?: string; subItemTitle?: string } = {};
  if (title) en.title = title;
  if (subItemTitle) en.subItemTitle = subItemTitle;
  return Object.keys(en).length ? { translations: { en } } : {};
}

function tableOf(menu: CartMenu, tableId: unknown): PricedCart['table'] {
  const table = findTable(menu.tables, tableId);
  return table ? { _id: String(table._id), name: table.name } : null;
}

/** Why a line cannot be ordered now, by checkCartLine's rules (its item's availability, then its chosen options). */
function unavailableNow({ item, section }: Found, chosen: string[], now: Date, timeZone: string | null | undefined): { unavailable?: 'soldOut' | 'hours' } {
  const availability = itemAvailability(item, section, now, timeZone);
  if (!availability.available) return { unavailable: availability.reason };
  if (chosen.length > 0 && optionChoiceProblem(item.optionGroups, chosen, now)?.kind === 'soldOutOption') return { unavailable: 'soldOut' };
  return {};
}
