import { ALLERGENS, DIETARY_TAGS, type Allergen, type DietaryTag } from '../shared/dietary';

/** The diner's filter: items without any of `without`, and with every one of `only`. */
export interface DietaryFilter {
  without: Allergen[];
  only: DietaryTag[];
}

export const NO_FILTER: DietaryFilter = { without: [], only: [] };

type Declared = { allergens?: readonly string[]; tags?: readonly string[] };

export function fitsFilter(item: Declared, filter: DietaryFilter): boolean {
  const allergens = item.allergens ?? [];
  const tags = item.tags ?? [];
  return filter.without.every((a) => !allergens.includes(a)) && filter.only.every((t) => tags.includes(t));
}

export const isFiltering = (filter: DietaryFilter) => filter.without.length + filter.only.length > 0;

/** The allergens and tags that occur in the menu, in the lists' order: the filter offers only those. */
export function declaredCodes(items: readonly Declared[]): { allergens: Allergen[]; tags: DietaryTag[] } {
  const allergens = new Set(items.flatMap((i) => i.allergens ?? []));
  const tags = new Set(items.flatMap((i) => i.tags ?? []));
  return { allergens: ALLERGENS.filter((a) => allergens.has(a)), tags: DIETARY_TAGS.filter((t) => tags.has(t)) };
}

/** How many distinct items (the deals section repeats some) the filter hides. */
export function hiddenCount(items: readonly (Declared & { _id: string })[], filter: DietaryFilter): number {
  return new Set(items.filter((i) => !fitsFilter(i, filter)).map((i) => i._id)).size;
}
