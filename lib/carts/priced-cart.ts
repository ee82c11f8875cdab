/** The shape of a priced cart as the API returns it in `data.data` (spec §3 Cart, §7). Types only. */
import type { Currency } from '../menus/pricing';

/** A branch the cart page offers (`_id` 'main' for the main branch: the restaurant's own address). */
export type CartBranch = { _id: string; address: string; translations?: { en: { address: string } } };

export type PricedCartLine = {
  item: {
    _id: string;
    title: string;
    price: number;
    sale: { offPrice: number; onSale: boolean };
    subItems: { title: string; price: number }[];
  };
  subItem: number | null;
  subItemTitle: string | null;
  /** The chosen options, in the item's order, with their prices (before the item's discount). */
  options: PricedOption[];
  /** The line's English titles where the menu offers English and has them: the English cart shows them. */
  translations?: { en: { title?: string; subItemTitle?: string } };
  /** Position of the line in the stored cart: the `index` to send to DELETE (dropped items leave gaps). */
  index: number;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /**
   * Why the line cannot be ordered now, absent when it can: its item or a chosen option is sold out, or it
   * is outside its hours. The cart page marks the line; sending the order refuses it, naming the item.
   */
  unavailable?: 'soldOut' | 'hours';
};

export type PricedCart = {
  _id: string;
  menu: {
    _id: string;
    name: string;
    currency: Currency;
    whatsapp: string;
    username: string | null;
    /** The menu's English name, where it offers English and has one. */
    translations?: { en: { name: string } };
    colors?: { mainColor?: string; secondaryColor?: string; shadeColor?: string; tintColor?: string };
    /**
     * The restaurant's hours and the clock they are read on (spec §4 Open/closed): the cart page says when the
     * restaurant is closed now, as the menu's badge does. Empty when it has set none.
     */
    workingDays: { day: string; start: string; end: string }[];
    timeZone: string | null;
    /** Whether the menu takes orders now (active, buying on): the owner may pause it while a cart is open. */
    ordering: boolean;
    /**
     * A restaurant with branches: the main branch's address and each branch's (their English sides where the menu
     * offers English), so a diner ordering from no table says which branch the order is for. Empty without branches.
     */
    branches: CartBranch[];
  };
  items: PricedCartLine[];
  total: number;
  /** The table the cart is ordered from, or null; a table deleted since reads as null. */
  table: { _id: string; name: string } | null;
};

/** A chosen option as priced; its English title when the menu has English and one is given. */
export type PricedOption = { _id: string; title: string; price: number; translations?: { en: { title: string } } };
