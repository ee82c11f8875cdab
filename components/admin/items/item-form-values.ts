import { ALLERGENS, DIETARY_TAGS, knownCodes } from '@/lib/shared/dietary';
import type { AdminItem, AdminMenu } from '@/lib/menus/admin-menu';
import type { ItemInput } from '@/lib/validation/item';

/** An empty item form. */
export const EMPTY_ITEM: ItemInput = {
  title: '',
  itemname: '',
  description: '',
  price: '',
  pin: false,
  show: { type: 'small-image' },
  subItems: [],
  optionGroups: [],
  availability: [],
  allergens: [],
  tags: [],
  calories: null,
  translations: { en: { title: '', description: '' } },
};

/** The edit form's values for a stored item (only the fields the form edits). */
export function itemFormValues(item: AdminItem): ItemInput {
  return {
    title: item.title,
    itemname: item.itemname,
    description: item.description ?? '',
    price: item.price,
    pin: Boolean(item.pin),
    show: { type: item.show?.type === 'large-image' ? 'large-image' : 'small-image' },
    // The English sides go back with the form (sub-items are written as a whole: a sub-item sent without its English
    // title would lose it).
    subItems: (item.subItems ?? []).map((s) => ({ title: s.title, price: s.price, translations: { en: { title: s.translations?.en?.title ?? '' } } })),
    // Option groups go back with their ids, so an edit keeps them and the carts that chose them.
    optionGroups: (item.optionGroups ?? []).map((g) => ({
      _id: String(g._id),
      title: g.title,
      min: g.min,
      max: g.max,
      translations: { en: { title: g.translations?.en?.title ?? '' } },
      options: (g.options ?? []).map((o) => ({
        _id: String(o._id),
        title: o.title,
        price: o.price,
        soldOut: Boolean(o.soldOut),
        soldOutUntil: o.soldOutUntil ?? null,
        translations: { en: { title: o.translations?.en?.title ?? '' } },
      })),
    })),
    availability: (item.availability ?? []).map((w) => ({ days: [...w.days], start: w.start, end: w.end })),
    allergens: knownCodes(ALLERGENS, item.allergens),
    tags: knownCodes(DIETARY_TAGS, item.tags),
    calories: typeof item.calories === 'number' ? item.calories : null,
    translations: { en: { title: item.translations?.en?.title ?? '', description: item.translations?.en?.description ?? '' } },
  };
}

/** The itemnames the menu's items have (an add form's suggestion avoids them). */
export const menuItemnames = (menu: Pick<AdminMenu, 'sections'>): string[] => menu.sections.flatMap((s) => s.items.map((i) => i.itemname));

/**
 * An item's form values as a new item's (the edit panel's 'copy as a new item'): its option groups and options
 * without their ids (the new item's are its own) and none of them sold out, and no unique name (the add form
 * suggests one from the title).
 */
export function itemCopyValues(values: ItemInput): ItemInput {
  return {
    ...values,
    itemname: '',
    optionGroups: (values.optionGroups ?? []).map((group) => ({
      ...group,
      _id: undefined,
      options: group.options.map((option) => ({ ...option, _id: undefined, soldOut: false, soldOutUntil: null })),
    })),
  };
}
