/** The parts of a stored menu the cart reads (a lean Menu document, ids as ObjectId or string). Types only. */
import type { Currency } from '../menus/pricing';
import type { OptionGroup } from '../shared/item-options';
import type { AvailabilityWindow } from '../shared/availability';

type Id = { toString(): string };
/** A stored text's English side. */
type EnglishTitle = { en?: { title?: string | null } | null } | null;

export type CartMenuItem = {
  _id: Id;
  title?: string | null;
  price: number;
  subItems?: { title: string; price: number; translations?: EnglishTitle }[] | null;
  translations?: EnglishTitle;
  sale?: { onSale?: boolean | null; offPrice?: number | null } | null;
  /** Sold out (the owner's switch), until `soldOutUntil` when set: the cart refuses it. */
  soldOut?: boolean | null;
  soldOutUntil?: Date | string | null;
  /** The item's hours: outside them the cart refuses it. */
  availability?: AvailabilityWindow[] | null;
  /** Option groups: the cart checks and prices the chosen options. */
  optionGroups?: OptionGroup[] | null;
};

export type CartMenuSection = { items?: CartMenuItem[] | null; availability?: AvailabilityWindow[] | null };

export type CartMenu = {
  _id: Id;
  username?: string | null;
  plan?: number | null;
  active?: boolean | null;
  currency?: Currency | string | null;
  colors?: { mainColor?: string | null; secondaryColor?: string | null; shadeColor?: string | null; tintColor?: string | null } | null;
  institution?: { name?: string | null; whatsapp?: string | null; location?: { address?: string | null } | null } | null;
  /** The restaurant's branches: a diner ordering from no table says which one the order is for. */
  branches?: { _id: Id; phone?: string | null; location?: { address?: string | null } | null; translations?: { en?: { address?: string | null } | null } | null }[] | null;
  settings?: { doMenuPurchase?: boolean | null; english?: boolean | null } | null;
  translations?: { en?: { name?: string | null; address?: string | null } | null } | null;
  sections?: CartMenuSection[] | null;
  /** The menu's time zone: hours are read on its clock. */
  timeZone?: string | null;
  /** The restaurant's tables: a cart may name one. */
  tables?: { _id: Id; name: string }[] | null;
  /** The restaurant's hours: the cart page tells a diner ordering while it is closed. */
  workingDays?: { day: string; start?: string | null; end?: string | null }[] | null;
};

export type StoredCartLine = { item: Id; subItem?: number | null; quantity: number; options?: Id[] | null };
