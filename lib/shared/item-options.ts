/**
 * Item options: groups of choices on an item ('choose your sauce', 'extras'), each with a minimum and a
 * maximum number of choices. Pure (it imports only the shared availability rules): the model, the zod schemas, the cart's server check, its pricing and
 * the diner's popup all read these rules.
 *
 * - `min ≥ 1` makes a group required; `max = 1` is a single choice (radio), `max > 1` a multiple choice (check boxes).
 * - A chosen option is named by its id; an option is chosen at most once.
 * - A sold-out option (or one whose time has not come back yet, `soldOutUntil`) cannot be chosen.
 */
import { isSoldOut } from './availability';

export const MAX_OPTION_GROUPS = 10;
export const MAX_OPTIONS_PER_GROUP = 20;

type EnglishTitle = { en?: { title?: string | null } | null } | null;
export type ItemOption = {
  _id: { toString(): string };
  title: string;
  price: number;
  soldOut?: boolean | null;
  soldOutUntil?: string | Date | null;
  translations?: EnglishTitle;
};
/** A title in the diner's language: the English one where the menu has it, the Arabic otherwise. Pure. */
export const titleIn = (lang: string, thing: { title?: string | null; translations?: EnglishTitle }): string =>
  (lang === 'en' && thing.translations?.en?.title) || thing.title || '';

export type OptionGroup = { _id: { toString(): string }; title: string; min: number; max: number; options: ItemOption[] };

/** Why a choice of options does not fit an item's groups (the first reason found), or null when it fits. */
export type OptionChoiceProblem =
  | { kind: 'unknownOption' }
  | { kind: 'repeatedOption' }
  | { kind: 'soldOutOption'; option: string; optionEn?: string }
  | { kind: 'tooFew'; group: string; min: number }
  | { kind: 'tooMany'; group: string; max: number };

/** Checks the chosen option ids against the item's groups. */
export function optionChoiceProblem(
  groups: readonly OptionGroup[] | null | undefined,
  chosen: readonly string[],
  now: Date = new Date(),
): OptionChoiceProblem | null {
  const byId = new Map<string, { group: OptionGroup; option: ItemOption }>();
  for (const group of groups ?? []) for (const option of group.options) byId.set(String(option._id), { group, option });
  const seen = new Set<string>();
  for (const id of chosen) {
    const found = byId.get(id);
    if (!found) return { kind: 'unknownOption' };
    if (seen.has(id)) return { kind: 'repeatedOption' };
    seen.add(id);
    if (isSoldOut(found.option, now)) return { kind: 'soldOutOption', option: found.option.title, optionEn: found.option.translations?.en?.title || undefined };
  }
  for (const group of groups ?? []) {
    const count = group.options.filter((o) => seen.has(String(o._id))).length;
    if (count < group.min) return { kind: 'tooFew', group: group.title, min: group.min };
    if (count > group.max) return { kind: 'tooMany', group: group.title, max: group.max };
  }
  return null;
}

/** The chosen options in the item's order (groups, then options): how a line stores and shows them. */
export function chosenOptions(groups: readonly OptionGroup[] | null | undefined, chosen: readonly string[]): ItemOption[] {
  const wanted = new Set(chosen);
  return (groups ?? []).flatMap((g) => g.options.filter((o) => wanted.has(String(o._id))));
}

/** One form of a choice, for telling lines apart: the ids in the item's order. Same options → same line. */
export function optionsKey(groups: readonly OptionGroup[] | null | undefined, chosen: readonly string[]): string[] {
  return chosenOptions(groups, chosen).map((o) => String(o._id));
}

/** How a group is chosen and what its rule says: radio buttons for one required choice, check boxes otherwise. */
export type GroupRule =
  | { input: 'radio'; rule: 'required' }
  | { input: 'checkbox'; rule: 'optional' | 'upTo' | 'exactly' | 'between'; min: number; max: number };

export function groupRule(group: Pick<OptionGroup, 'min' | 'max'>): GroupRule {
  const { min, max } = group;
  if (max === 1 && min >= 1) return { input: 'radio', rule: 'required' };
  if (max === 1) return { input: 'checkbox', rule: 'optional', min, max };
  if (min === 0) return { input: 'checkbox', rule: 'upTo', min, max };
  return { input: 'checkbox', rule: min === max ? 'exactly' : 'between', min, max };
}

/** The first required group not chosen enough yet (what keeps 'add to cart' disabled), or null. */
export function missingGroup<G extends OptionGroup>(groups: readonly G[] | null | undefined, chosen: readonly string[]): G | null {
  const wanted = new Set(chosen);
  return (groups ?? []).find((g) => g.options.filter((o) => wanted.has(String(o._id))).length < g.min) ?? null;
}
