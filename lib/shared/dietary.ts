/**
 * What an item contains and what it suits, stored as codes: the EU's 14 allergens (Regulation 1169/2011,
 * Annex II) and the dietary tags diners filter by. Import-free: shared by the model, the schemas and the browser.
 */
export const ALLERGENS = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk',
  'tree-nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETARY_TAGS = ['vegetarian', 'vegan', 'halal', 'spicy', 'gluten-free', 'new'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** Calories are whole kcal per serving, up to this. */
export const MAX_CALORIES = 10_000;

/** Stored codes in the lists' order, each once, unknown codes dropped (for data written by older versions). */
export function knownCodes<T extends string>(list: readonly T[], value: unknown): T[] {
  const given = new Set(Array.isArray(value) ? value : []);
  return list.filter((code) => given.has(code));
}
