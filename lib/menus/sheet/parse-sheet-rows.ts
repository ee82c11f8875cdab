import type { ZodError } from 'zod';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import { sheetItemSchema, sheetSectionSchema, type SheetItem } from '../../validation/menu-sheet';
import type { SheetFile, SheetRow } from './find-sheet-columns';
import {
  OPTIONAL_ITEM_COLUMNS,
  OPTIONAL_SECTION_COLUMNS,
  SECTION_TYPE_WORDS,
  SHOW_WORDS,
  YES_NO_WORDS,
  itemHeader,
  sectionHeader,
  type OptionalItemColumn,
  type OptionalSectionColumn,
} from './sheet-columns';
import { readAllergens, readAvailability, readOptions, readTags } from './extra-cells';
import { inRequestLang } from '../../api/request-lang';
import { asciiDigits } from '../../shared/ascii-digits';

/** A problem of the file, where the owner finds it: the row and column as the spreadsheet shows them. */
export interface SheetProblem {
  row: number;
  /** The column's Arabic header. */
  column: string;
  /** The cell, e.g. "F7" (the column letter of this file). */
  cell: string;
  /** Which sheet (the items sheet or the sections sheet), in Arabic. */
  sheet: string;
  message: string;
}
export type ParsedItem = SheetItem & {
  row: number;
  sectionPrime?: boolean;
  letters: Record<string, string>;
  /** The optional columns this file has (the others are kept as stored). */
  present: OptionalItemColumn[];
  /** The file has no unique-name column: the name was made from the title (plan-import.ts matches it by title). */
  generatedName?: true;
};
export type ParsedSection = {
  row: number;
  title: string;
  prime: boolean;
  translations?: { en?: { title?: string } };
  availability?: { days: string[]; start: string; end: string }[];
  /** The optional columns the sections sheet has (the others are kept as stored). */
  present: OptionalSectionColumn[];
};
export interface ParsedSheet {
  items: ParsedItem[];
  /** The sections sheet's sections in order (empty for a CSV). */
  sections: ParsedSection[];
  problems: SheetProblem[];
  /** Rows taken as they are but worth a look (a price of 0, a name twice), in the same shape as the problems. */
  warnings: SheetProblem[];
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const toNumber = (s: string): number | null => {
  const t = asciiDigits(s).trim();
  return NUMBER.test(t) ? Number(t) : null;
};
const word = <V>(words: Record<string, V>, s: string): V | undefined => {
  const k = s.trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(words, k) ? words[k] : Object.prototype.hasOwnProperty.call(words, s.trim()) ? words[s.trim()] : undefined;
};

/**
 * Checks every row of the sheet (types, the item form's rules, duplicate item names, section types) and collects each
 * problem at its row and column, in Arabic; rows with a problem are left out of the result. Nothing here reads the
 * database: matching against the menu is plan-import.ts's job. The problems are in Arabic whatever the request asked
 * for: they fill the Arabic preview table, beside the sheet's own Arabic headers.
 */
export function parseSheetRows(file: SheetFile): ParsedSheet {
  return inRequestLang('ar', () => parseRows(file));
}

function parseRows(file: SheetFile): ParsedSheet {
  const problems: SheetProblem[] = [];
  const warnings: SheetProblem[] = [];
  // Without its required columns no row can be read: one problem naming them all (the preview offers the mapping).
  if (file.missing.length) {
    const names = file.missing.map(itemHeader);
    problems.push({ row: 1, column: names.join('، '), cell: '', sheet: T.itemsSheet, message: T.problems.missingColumns(names) });
    return { items: [], sections: [], problems, warnings };
  }
  const sections = parseSections(file.sections ?? [], problems);
  const items: ParsedItem[] = [];
  const seen = new Map<string, number>();
  const titles = new Map<string, number>();
  const names = nameMaker();
  for (const r of file.items) {
    const at = (key: string, message: string) =>
      problems.push({ row: r.row, column: itemHeader(key), cell: `${r.letters[key] ?? ''}${r.row}`, sheet: T.itemsSheet, message });
    const warn = (key: string, message: string) =>
      warnings.push({ row: r.row, column: itemHeader(key), cell: `${r.letters[key] ?? ''}${r.row}`, sheet: T.itemsSheet, message });
    const before = problems.length;
    const generatedName = r.letters.itemname === undefined;
    const c = generatedName ? { ...r.cells, itemname: names(r.cells.title ?? '') } : r.cells;
    const price = c.price === undefined || c.price === '' ? undefined : toNumber(c.price);
    if (price === null) at('price', T.problems.notNumber(itemHeader('price'), c.price));
    let offPrice: number | undefined;
    if (c.salePercent) {
      const percent = toNumber(c.salePercent);
      if (percent === null || percent <= 0 || percent >= 100) at('salePercent', T.problems.percent(c.salePercent));
      else offPrice = Math.round(percent * 1e6) / 1e8;
    }
    const show = c.show ? word(SHOW_WORDS, c.show) : 'small-image';
    if (!show) at('show', T.problems.show(c.show));
    const yesNo = (key: string) => {
      if (!c[key]) return false;
      const v = word(YES_NO_WORDS, c[key]);
      if (v === undefined) at(key, T.problems.yesNo(itemHeader(key), c[key]));
      return v ?? false;
    };
    const pin = yesNo('pin');
    const soldOut = yesNo('soldOut');
    let sectionPrime: boolean | undefined;
    if (c.sectionType) {
      sectionPrime = word(SECTION_TYPE_WORDS, c.sectionType);
      if (sectionPrime === undefined) at('sectionType', T.problems.sectionType(c.sectionType));
    }
    const subItems = parseSubItems(c.subItems ?? '', (m) => at('subItems', m));
    const present = OPTIONAL_ITEM_COLUMNS.filter((key) => r.letters[key] !== undefined);
    const extra = extraFields(c, present, at);
    const parsed = sheetItemSchema.safeParse({
      ...extra,
      section: c.section ?? '',
      title: c.title ?? '',
      itemname: c.itemname ?? '',
      description: c.description ?? '',
      price: price ?? undefined,
      pin,
      show: { type: show ?? 'small-image' },
      subItems: subItems ?? [],
      offPrice,
      soldOut,
      image: c.image ?? '',
    });
    if (!parsed.success) {
      for (const p of zodProblems(parsed.error, { price: price === null })) at(p.key, p.message);
    } else {
      const first = seen.get(parsed.data.itemname);
      if (first !== undefined) at('itemname', T.problems.duplicateItemname(parsed.data.itemname, first));
      else seen.set(parsed.data.itemname, r.row);
    }
    if (problems.length === before && parsed.success) {
      items.push({ ...parsed.data, row: r.row, sectionPrime, letters: r.letters, present, ...(generatedName ? { generatedName: true as const } : {}) });
      if (parsed.data.price === 0) warn('price', T.warnings.zeroPrice(parsed.data.title));
      const twice = titles.get(parsed.data.title);
      if (twice !== undefined) warn('title', T.warnings.sameTitle(parsed.data.title, twice));
      else titles.set(parsed.data.title, r.row);
    }
  }
  // An item's section type must agree with the sections sheet when both say one.
  for (const item of items) {
    const listed = sections.find((s) => s.title === item.section);
    if (listed && item.sectionPrime !== undefined && listed.prime !== item.sectionPrime) {
      problems.push({ row: item.row, column: itemHeader('sectionType'), cell: `${item.letters.sectionType ?? ''}${item.row}`, sheet: T.itemsSheet, message: T.problems.sectionConflict(item.section) });
    }
  }
  problems.sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : a.sheet === T.sectionsSheet ? -1 : 1));
  return { items, sections, problems, warnings };
}

/**
 * Unique names made from the titles, for a file without the unique-name column: the title with what a unique name may
 * not hold turned into spaces, then ' 2', ' 3'… for a title met again.
 */
function nameMaker(): (title: string) => string {
  const used = new Set<string>();
  return (title) => {
    const base = title.replace(/[^\p{L}\p{N} _-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 55).trim() || 'item';
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
    used.add(name);
    return name;
  };
}

/** The optional columns' values for the item schema (extra-cells.ts), each only when its column is in the file. */
function extraFields(c: Record<string, string>, present: OptionalItemColumn[], at: (key: string, message: string) => void): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const has = (key: OptionalItemColumn) => present.includes(key);
  const read = <V>(key: OptionalItemColumn, field: string, r: { value: V } | { problem: string }) => {
    if ('problem' in r) at(key, r.problem);
    else out[field] = r.value;
  };
  if (has('titleEn') || has('descriptionEn')) {
    const en: Record<string, string> = {};
    if (c.titleEn?.trim()) en.title = c.titleEn;
    if (c.descriptionEn?.trim()) en.description = c.descriptionEn;
    out.translations = { en };
  }
  if (has('allergens')) read('allergens', 'allergens', readAllergens(c.allergens ?? ''));
  if (has('tags')) read('tags', 'tags', readTags(c.tags ?? ''));
  if (has('calories')) {
    const n = c.calories?.trim() ? toNumber(c.calories) : undefined;
    if (n === null) at('calories', T.problems.notNumber(itemHeader('calories'), c.calories));
    else out.calories = n ?? null;
  }
  if (has('availability')) read('availability', 'availability', readAvailability(c.availability ?? ''));
  if (has('options')) read('options', 'optionGroups', readOptions(c.options ?? ''));
  return out;
}

function parseSections(rows: SheetRow[], problems: SheetProblem[]): ParsedSection[] {
  const out: ParsedSection[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const at = (key: string, message: string) =>
      problems.push({ row: r.row, column: sectionHeader(key), cell: `${r.letters[key] ?? ''}${r.row}`, sheet: T.sectionsSheet, message });
    const before = problems.length;
    const prime = r.cells.type ? word(SECTION_TYPE_WORDS, r.cells.type) : false;
    if (prime === undefined) at('type', T.problems.sectionType(r.cells.type));
    const present = OPTIONAL_SECTION_COLUMNS.filter((key) => r.letters[key] !== undefined);
    const extra: Record<string, unknown> = {};
    if (present.includes('titleEn')) extra.translations = { en: r.cells.titleEn?.trim() ? { title: r.cells.titleEn } : {} };
    if (present.includes('availability')) {
      const read = readAvailability(r.cells.availability ?? '');
      if ('problem' in read) at('availability', read.problem);
      else extra.availability = read.value;
    }
    const parsed = sheetSectionSchema.safeParse({ title: r.cells.title ?? '', prime: prime ?? false, ...extra });
    if (!parsed.success) for (const p of zodProblems(parsed.error, {}, sectionHeader)) at(p.key, p.message);
    else if (seen.has(parsed.data.title)) at('title', T.problems.duplicateSection(parsed.data.title, seen.get(parsed.data.title)!));
    else seen.set(parsed.data.title, r.row);
    if (problems.length === before && parsed.success) out.push({ row: r.row, ...parsed.data, present });
  }
  return out;
}

/** `title:price; title:price` → sub-items; null (and a problem) when a pair is not of that form. */
function parseSubItems(cell: string, problem: (message: string) => void): { title: string; price: number }[] | null {
  if (!cell.trim()) return [];
  const out: { title: string; price: number }[] = [];
  for (const pair of cell.split(/[;؛]/).map((p) => p.trim()).filter(Boolean)) {
    const colon = pair.lastIndexOf(':');
    const price = colon > 0 ? toNumber(pair.slice(colon + 1)) : null;
    const title = colon > 0 ? pair.slice(0, colon).trim() : '';
    if (price === null || !title) {
      problem(T.problems.subItems(pair));
      return null;
    }
    out.push({ title, price });
  }
  return out;
}

const EXTRA_KEYS: Record<string, string> = { optionGroups: 'options' };
const OWN_MESSAGE = new Set<string>(OPTIONAL_ITEM_COLUMNS);

/** The schema's issues as Arabic problems on their column (a price already reported as not a number is not repeated). */
function zodProblems(error: ZodError, skip: Record<string, boolean>, header = itemHeader): { key: string; message: string }[] {
  const out: { key: string; message: string }[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = EXTRA_KEYS[field] ?? (field === 'translations' ? (issue.path[2] === 'description' ? 'descriptionEn' : 'titleEn') : field === 'offPrice' ? 'salePercent' : field);
    if (skip[key] || out.some((p) => p.key === key)) continue;
    // The columns beyond the spec's fields keep the item form's own words (e.g. 'the least must not exceed the most').
    if (OWN_MESSAGE.has(key)) {
      out.push({ key, message: `${header(key)}: ${issue.message}` });
      continue;
    }
    const name = header(key);
    const i = issue as { code: string; origin?: string; minimum?: number | bigint; maximum?: number | bigint; input?: unknown };
    let message: string;
    if (key === 'subItems') message = i.code === 'too_big' && issue.path.length === 1 ? T.problems.tooManySubItems(Number(i.maximum)) : T.problems.subItems(String(i.input ?? ''));
    else if (i.code === 'invalid_type' || (i.code === 'too_small' && i.origin === 'string')) message = T.problems.required(name);
    else if (i.code === 'too_big' && i.origin === 'string') message = T.problems.tooLong(name, Number(i.maximum));
    else if (i.code === 'invalid_format') message = T.problems.itemnameChars;
    else if (i.code === 'too_small') message = T.problems.negative(name);
    else if (i.code === 'too_big') message = T.problems.tooBig(name, Number(i.maximum));
    else message = T.problems.required(name);
    out.push({ key, message });
  }
  return out;
}
