/**
 * The spreadsheet's cells for what an item has beyond the spec's fields (issue #23: "as they exist"): its English
 * side, allergens and dietary tags, calories, hours and option groups. Each is written as a person would type it and
 * read back from the same text; a cell that cannot be read gives a problem in Arabic. Pure.
 *
 * - allergens, tags: Arabic words (or the codes) separated by '،' or ','.
 * - hours: `الأيام من-إلى` windows separated by ';' — 'كل الأيام 07:00-11:30; الجمعة،السبت 22:00-02:00'.
 * - options: groups separated by '|', each `name [least-most]: option=price; option=price`.
 */
import { DIETARY_TEXT_AR, MENU_SHEET_TEXT as T, MENU_TEXT } from '../../i18n/ar';
import { ALLERGENS, DIETARY_TAGS } from '../../shared/dietary';
import { WEEK_DAY_CODES } from '../../shared/zoned-clock';

type Read<V> = { value: V } | { problem: string };
const LIST = /[,،;؛]/;

const asciiDigits = (s: string) =>
  s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/\u066b/g, '.');

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

export const allergensCell = (codes: readonly string[] | null | undefined) => (codes ?? []).map((c) => DIETARY_TEXT_AR.allergens[c as keyof typeof DIETARY_TEXT_AR.allergens] ?? c).join('، ');
export const tagsCell = (codes: readonly string[] | null | undefined) => (codes ?? []).map((c) => DIETARY_TEXT_AR.tags[c as keyof typeof DIETARY_TEXT_AR.tags] ?? c).join('، ');

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

export function availabilityCell(windows: readonly Window[] | null | undefined): string {
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

export function optionsCell(groups: readonly Group[] | null | undefined): string {
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
