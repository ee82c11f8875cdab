/**
 * The spreadsheet's cells for what an item has beyond the spec's fields ("as they exist"): its English
 * side, allergens and dietary tags, calories, hours and option groups. Each is written as a person would type it and
 * read back from the same text; a cell that cannot be read gives a problem in Arabic. Pure.
 *
 * - allergens, tags: Arabic words (or the codes) separated by '،' or ','.
 * - hours: `الأيام من-إلى` windows separated by ';' — 'كل الأيام 07:00-11:30; الجمعة،السبت 22:00-02:00'.
 * - options: groups separated by '|', each `name [least-most]: option=price; option=price`.
 */
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { DIETARY_TEXT_AR, MENU_TEXT } from '../../i18n/diner-ar';
import { ALLERGENS, DIETARY_TAGS } from '../../shared/dietary';
import { WEEK_DAY_CODES } from '../../shared/zoned-clock';
import { asciiDigits } from '../../shared/ascii-digits';
import type { OptionalItemColumn, OptionalSectionColumn } from './sheet-columns';

type Read<V> = { value: V } | { problem: string };
const LIST = /[,،;؛]/;

// Allergens and tags ---------------------------------------------------------------------------------------------

const codeWords = (codes: readonly string[], words: Record<string, string>) => {
  const map = new Map<string, string>();
  for (const code of codes) {
    map.set(code, code);
    if (words[code]) map.set(words[code], code);
  }
  return map;
};
const ALLERGEN_WORDS = codeWords(ALLERGENS, DIETARY_TEXT_AR.allergens);
const TAG_WORDS = codeWords(DIETARY_TAGS, DIETARY_TEXT_AR.tags);

/**
 * The cell of a list of codes, in the list's own order (the order the item schema keeps them in): the words' order
 * means nothing, so an item stored as milk, gluten and a file saying 'حليب، غلوتين' or 'غلوتين، حليب' are one value.
 */
const codesCell = (codes: readonly string[] | null | undefined, list: readonly string[], words: Record<string, string>) =>
  list.filter((c) => (codes ?? []).includes(c)).map((c) => words[c] ?? c).join('، ');

function readCodes(cell: string, words: Map<string, string>, unknown: (w: string) => string): Read<string[]> {
  const codes: string[] = [];
  for (const w of cell.split(LIST).map((x) => x.trim()).filter(Boolean)) {
    const code = words.get(w) ?? words.get(w.toLowerCase());
    if (!code) return { problem: unknown(w) };
    if (!codes.includes(code)) codes.push(code);
  }
  return { value: codes };
}
export const readAllergens = (cell: string) => readCodes(cell, ALLERGEN_WORDS, T.problems.allergen);
export const readTags = (cell: string) => readCodes(cell, TAG_WORDS, T.problems.tag);

// Hours ----------------------------------------------------------------------------------------------------------

type Window = { days: readonly string[]; start: string; end: string };
const DAY_WORDS = new Map<string, string>([
  ...WEEK_DAY_CODES.map((c) => [c, c] as [string, string]),
  ...WEEK_DAY_CODES.map((c) => [MENU_TEXT.dayNames[c], c] as [string, string]),
  ['الإثنين', 'mon'],
  ['الاثنين', 'mon'],
]);

function availabilityCell(windows: readonly Window[] | null | undefined): string {
  return (windows ?? [])
    .map((w) => {
      const days = WEEK_DAY_CODES.filter((d) => w.days.includes(d));
      const named = days.length === 7 ? T.everyDay : days.map((d) => MENU_TEXT.dayNames[d]).join('،');
      return `${named} ${w.start}-${w.end}`;
    })
    .join('; ');
}

const WINDOW = /^(.*?)\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/;
/** Reads the windows; their hours and days are then checked by the item schema (the same rules as the form). */
export function readAvailability(cell: string): Read<Window[]> {
  const windows: Window[] = [];
  for (const part of cell.split(/[;؛]/).map((x) => asciiDigits(x).trim()).filter(Boolean)) {
    const m = WINDOW.exec(part);
    if (!m) return { problem: T.problems.availability(part) };
    const named = m[1].trim();
    let days: string[];
    if (!named || named === T.everyDay || named.toLowerCase() === 'all') days = [...WEEK_DAY_CODES];
    else {
      days = [];
      for (const w of named.split(/[,،\s]+/).filter(Boolean)) {
        const code = DAY_WORDS.get(w) ?? DAY_WORDS.get(w.toLowerCase());
        if (!code) return { problem: T.problems.availability(part) };
        days.push(code);
      }
    }
    const pad = (t: string) => t.padStart(5, '0');
    windows.push({ days, start: pad(m[2]), end: pad(m[3]) });
  }
  return { value: windows };
}

// Option groups --------------------------------------------------------------------------------------------------

type Option = { title: string; price: number };
type Group = { title: string; min: number; max: number; options: Option[] };

function optionsCell(groups: readonly Group[] | null | undefined): string {
  return (groups ?? []).map((g) => `${g.title} [${g.min}-${g.max}]: ${g.options.map((o) => `${o.title}=${o.price}`).join('; ')}`).join(' | ');
}

const GROUP = /^(.+?)\s*\[\s*(\d+)\s*[-–]\s*(\d+)\s*\]\s*:\s*(.+)$/;
/** Reads the groups; their limits and prices are then checked by the item schema. */
export function readOptions(cell: string): Read<Group[]> {
  const groups: Group[] = [];
  for (const part of cell.split('|').map((x) => x.trim()).filter(Boolean)) {
    const m = GROUP.exec(asciiDigits(part));
    if (!m) return { problem: T.problems.optionGroup(part) };
    const options: Option[] = [];
    for (const pair of m[4].split(/[;؛]/).map((x) => x.trim()).filter(Boolean)) {
      const eq = pair.lastIndexOf('=');
      const price = eq > 0 ? pair.slice(eq + 1).trim() : '';
      if (eq <= 0 || !/^\d+(\.\d+)?$/.test(price)) return { problem: T.problems.option(pair) };
      options.push({ title: pair.slice(0, eq).trim(), price: Number(price) });
    }
    groups.push({ title: m[1].trim(), min: Number(m[2]), max: Number(m[3]), options });
  }
  return { value: groups };
}

// A stored item's or section's cells ------------------------------------------------------------------------------

type Translated = { translations?: { en?: { title?: string | null; description?: string | null } | null } | null };
type ExtraItem = Translated & {
  allergens?: readonly string[] | null;
  tags?: readonly string[] | null;
  calories?: number | null;
  availability?: readonly Window[] | null;
  optionGroups?: readonly Group[] | null;
};

/** An item's optional columns as the export writes them; the import compares the same cells to tell what changed. */
export function extraItemCells(i: ExtraItem): Record<OptionalItemColumn, string | number> {
  return {
    titleEn: i.translations?.en?.title ?? '',
    descriptionEn: i.translations?.en?.description ?? '',
    allergens: codesCell(i.allergens, ALLERGENS, DIETARY_TEXT_AR.allergens),
    tags: codesCell(i.tags, DIETARY_TAGS, DIETARY_TEXT_AR.tags),
    calories: typeof i.calories === 'number' ? i.calories : '',
    availability: availabilityCell(i.availability),
    options: optionsCell(i.optionGroups),
  };
}

/** A section's optional columns, the same way. */
export function extraSectionCells(s: Translated & { availability?: readonly Window[] | null }): Record<OptionalSectionColumn, string> {
  return { titleEn: s.translations?.en?.title ?? '', availability: availabilityCell(s.availability) };
}
