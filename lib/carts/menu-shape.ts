/** The parts of a stored menu the cart reads (a lean Menu document, ids as ObjectId or string). Types only. */
import type { Currency } from '../menus/pricing';
import type { OptionGroup } from '../shared/item-options';

type Id = { toString(): string };
/** A stored text's English side (issue #21). */
type EnglishTitle = { en?: { title?: string | null } | null } | null;

export type CartMenuItem = {
  _id: Id;
  title?: string | null;
  price: number;
  subItems?: { title: string; price: number; translations?: EnglishTitle }[] | null;
  translations?: EnglishTitle;
  sale?: { onSale?: boolean | null; offPrice?: number | null } | null;
  /** Sold out for now (the owner's switch): the cart refuses it. */
  soldOut?: boolean | null;
  /** Option groups (issue #22): the cart checks and prices the chosen options. */
  optionGroups?: OptionGroup[] | null;
};

export type CartMenu = {
  _id: Id;
  username?: string | null;
  plan?: number | null;
  active?: boolean | null;
  currency?: Currency | string | null;
  colors?: { mainColor?: string | null; secondaryColor?: string | null; shadeColor?: string | null; tintColor?: string | null } | null;
  institution?: { name?: string | null; whatsapp?: string | null } | null;
  settings?: { doMenuPurchase?: boolean | null; english?: boolean | null } | null;
  translations?: { en?: { name?: string | null } | null } | null;
  sections?: { items?: CartMenuItem[] | null }[] | null;
  /** The restaurant's tables (issue #20): a cart may name one. */
  tables?: { _id: Id; name: string }[] | null;
};

export type StoredCartLine = { item: Id; subItem?: number | null; quantity: number; options?: Id[] | null };
