import type { Allergen, DietaryTag } from '../shared/dietary';
/**
 * The shape of a menu as the public page renders it: plain JSON (ids as strings), no counters, admins or visitor
 * statistics. Client-safe (types and small pure helpers only).
 */
import type { Currency } from './pricing';
import type { AvailabilityWindow } from '../shared/availability';

export type LngLatTuple = [number, number];
export type PublicLocation = { address?: string; googleMaps?: string; coordinates?: LngLatTuple | null };

/**
 * A text's other-language sides, present only when given: the stored menu has the English side (`en`);
 * the English page's items carry their Arabic side instead (lib/menus/localize-menu.ts), so search finds either.
 */
export type PublicTranslations = { en?: { title?: string; description?: string }; ar?: { title?: string; description?: string } };

export type PublicItem = {
  _id: string;
  title: string;
  description: string;
  price: number;
  pin: boolean;
  image: string;
  showType: 'small-image' | 'large-image';
  subItems: { title: string; price: number; translations?: PublicTranslations }[];
  /** Option groups, present only when the item has some. */
  optionGroups?: PublicOptionGroup[];
  translations?: PublicTranslations;
  sale: { onSale: boolean; offPrice: number };
  /** Sold out: greyed with the 'نفد' badge, no add to cart; until `soldOutUntil` (ISO) when it ends by itself. */
  soldOut?: boolean;
  soldOutUntil?: string;
  /** The item's hours, present only when set; the browser greys it outside them. */
  availability?: AvailabilityWindow[];
  /** Allergen and dietary-tag codes (lib/shared/dietary.ts) and calories: present only when set. */
  allergens?: Allergen[];
  tags?: DietaryTag[];
  calories?: number;
};

export type PublicOption = { _id: string; title: string; price: number; soldOut?: true; soldOutUntil?: string; translations?: PublicTranslations };
export type PublicOptionGroup = { _id: string; title: string; min: number; max: number; options: PublicOption[]; translations?: PublicTranslations };

export type PublicGallery = {
  _id: string;
  title: string;
  display: 'scroll' | 'show-all';
  images: { image: string; note: string; translations?: { en: { note?: string } } }[];
  translations?: { en: { title?: string } };
};

export type PublicSection = {
  _id: string;
  title: string;
  prime: boolean;
  items: PublicItem[];
  galleries: PublicGallery[];
  synthetic?: boolean;
  translations?: PublicTranslations;
  /** The section's hours, present only when set. */
  availability?: AvailabilityWindow[];
};

export type PublicBranch = { _id: string; phone: string; location: PublicLocation; translations?: { en: { address?: string } } };

export type PublicMenu = {
  _id: string;
  username: string;
  active: boolean;
  plan: number;
  currency: Currency;
  timeZone: string;
  headingPhrase: string;
  endingPhrase: string;
  menuMainImage: string;
  colors: { mainColor: string; secondaryColor: string; shadeColor: string; tintColor: string };
  institution: {
    name: string;
    description: string;
    logo: string;
    whatsapp: string;
    googleRateUrl: string;
    location: PublicLocation;
    contact: { instagram: string; x: string; facebook: string; phone: string; email: string; snapchat: string };
  };
  settings: { doMenuPurchase: boolean; doRenderDealsSection: boolean; doMarkClosestBranch: boolean };
  /** The languages a diner may read the menu in: Arabic, and English when the owner offers it. */
  languages: ('ar' | 'en')[];
  /** The English side of the menu's own texts, only those given. */
  translations?: { en: { name?: string; description?: string; address?: string; headingPhrase?: string; endingPhrase?: string } };
  sections: PublicSection[];
  branches: PublicBranch[];
  /** The restaurant's tables: a table's QR link `?table={_id}` names one, read in the browser. */
  tables: { _id: string; name: string }[];
  workingDays: { day: string; start: string; end: string }[];
  /** ISO time of the last edit: image cache-busting and the render stamp. */
  updatedAt: string;
};

/**
 * Purchasing (and so diners' orders and calls) needs the setting and plan 1 or more; galleries need a plan above 1
 * (spec §9). The one rule: the public page, the cart's server checks and the order screen all ask it.
 */
export const canPurchase = (m: { plan?: number | null; settings?: { doMenuPurchase?: boolean | null } | null }) =>
  Boolean(m.settings?.doMenuPurchase) && Number(m.plan ?? 0) >= 1;
export const showsGalleries = (m: Pick<PublicMenu, 'plan'>) => m.plan > 1;

/** 24 hex digits: the long link; anything else is a short name. */
export { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';
/** What a short name may look like (anything else can't exist, so it isn't looked up). */
export const SHORT_NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,62}$/i;
