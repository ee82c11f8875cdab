// bson's ObjectId (Mongoose's own): this runs in the heavy-work worker, which need not load Mongoose to make ids.
import { ObjectId } from 'bson';
import { MENU_SHEET_TEXT as T } from '../../i18n/ar';
import type { LeanMenu } from '../update-menu';
import type { ParsedItem, ParsedSection, ParsedSheet, SheetProblem } from './parse-sheet-rows';
import { itemHeader, salePercentCell, sectionTypeWord } from './sheet-columns';
import { extraItemCells, extraSectionCells } from './extra-cells';
import { itemCells } from './item-cells';
import type { SheetColumn } from './find-sheet-columns';
import { MENU_LIMITS } from '../../shared/menu-caps';
import { dateFormat } from '../../shared/date-format';

type LeanSection = LeanMenu['sections'][number];
type LeanItem = LeanSection['items'][number];
/** What planning an import reads of the menu (all it needs; the heavy-work job gets only this, as plain data). */
export type PlanMenu = Pick<LeanMenu, 'sections' | 'menuMainImage' | 'institution' | 'timeZone' | 'updatedAt'>;

/** A changed field as the owner reads it: the cell's text in the menu now and in the file. */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}
export interface ImportPreview {
  sections: { add: { title: string }[]; change: { title: string; fields: string[]; changes: FieldChange[] }[]; remove: { title: string; items: number }[] };
  items: {
    add: { row: number; itemname: string; title: string; section: string }[];
    change: { row: number; itemname: string; title: string; section: string; fields: string[]; changes: FieldChange[] }[];
    remove: { itemname: string; title: string; section: string }[];
  };
  problems: SheetProblem[];
  /** Taken as they are but worth a look: a price of 0, a name twice, a file older than the menu's last edit. */
  warnings: SheetProblem[];
  /** The items sheet's columns and what each is read as (the preview's mapping). */
  columns: SheetColumn[];
  /** Data rows read (items + sections). */
  rows: number;
}
export interface ImportPlan {
  preview: ImportPreview;
  /** The menu's sections after the import (what one $set writes), null when there are problems or nothing to change. */
  sections: LeanSection[] | null;
  /** Images the menu showed before and may no longer show (released after the write when no menu uses them). */
  droppedImages: string[];
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** Each changed field's cell text before and after (the export's words and numbers). */
function fieldChanges(fields: string[], old: LeanItem, oldSection: string, row: ParsedItem): FieldChange[] {
  const [was, now] = [itemCells(old, oldSection), itemCells(asStored(row), row.section)];
  return fields.map((field) => ({ field, from: String(was[field] ?? ''), to: String(now[field] ?? '') }));
}
const asStored = (row: ParsedItem) => ({ ...row, sale: row.offPrice !== undefined ? { onSale: true, offPrice: row.offPrice } : { onSale: false, offPrice: 0 } });

/** The fields of an item that the sheet changes (keys of MENU_SHEET_TEXT.fieldNames). */
function changedFields(old: LeanItem, oldSection: string, row: ParsedItem): string[] {
  const fields: string[] = [];
  if (oldSection !== row.section) fields.push('section');
  if (old.title !== row.title) fields.push('title');
  if ((old.description ?? '') !== row.description) fields.push('description');
  if (!same(old.price, row.price)) fields.push('price');
  if ((old.show?.type ?? 'small-image') !== row.show.type) fields.push('show');
  if (Boolean(old.pin) !== row.pin) fields.push('pin');
  const oldOff = salePercentCell(old.sale);
  if (oldOff === '' ? row.offPrice !== undefined : row.offPrice === undefined || !same(oldOff / 100, row.offPrice)) fields.push('salePercent');
  if (Boolean(old.soldOut) !== row.soldOut) fields.push('soldOut');
  if ((old.image ?? '') !== row.image) fields.push('image');
  const subs = old.subItems ?? [];
  if (subs.length !== row.subItems.length || subs.some((s, i) => s.title !== row.subItems[i].title || !same(s.price, row.subItems[i].price))) fields.push('subItems');
  // The optional columns, when the file has them, compared as the export writes their cells (extra-cells.ts).
  const [was, now] = [extraItemCells(old), extraItemCells(row)];
  for (const key of row.present) if (was[key] !== now[key]) fields.push(key);
  return fields;
}

/** The sheet's option groups, keeping the ids (and sold-out marks, English titles) of the groups and options whose titles are unchanged. */
function mergeGroups(rowGroups: NonNullable<ParsedItem['optionGroups']>, old: LeanItem['optionGroups']) {
  return rowGroups.map((g) => {
    const was = (old ?? []).find((o) => o.title === g.title);
    return {
      ...(was ?? {}),
      _id: was?._id ?? new ObjectId(),
      title: g.title,
      min: g.min,
      max: g.max,
      options: g.options.map((o) => {
        const prior = (was?.options ?? []).find((x) => x.title === o.title);
        return { ...(prior ?? { soldOut: false }), _id: prior?._id ?? new ObjectId(), title: o.title, price: o.price };
      }),
    };
  });
}

/** The optional columns' values for a stored item, only those that changed (the rest stay exactly as stored). */
function extraFrom(row: ParsedItem, old: LeanItem | undefined, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const changed = (key: string) => fields.includes(key);
  if (changed('titleEn') || changed('descriptionEn')) {
    const title = row.present.includes('titleEn') ? row.translations?.en?.title : old?.translations?.en?.title;
    const description = row.present.includes('descriptionEn') ? row.translations?.en?.description : old?.translations?.en?.description;
    out.translations = { en: { ...(title ? { title } : {}), ...(description ? { description } : {}) } };
  }
  if (changed('allergens')) out.allergens = row.allergens;
  if (changed('tags')) out.tags = row.tags;
  if (changed('calories')) out.calories = row.calories ?? undefined;
  if (changed('availability')) out.availability = row.availability ?? [];
  if (changed('options')) out.optionGroups = mergeGroups(row.optionGroups ?? [], old?.optionGroups);
  return out;
}

/**
 * The stored item for a sheet row. A new item takes every cell; a matched item keeps everything the file does not
 * change (its id, diners' counts, sold-out end, sub-items' English titles…) and takes exactly the fields that differ.
 */
function itemFrom(row: ParsedItem, old: LeanItem | undefined, oldSection = ''): LeanItem {
  const fields = old ? changedFields(old, oldSection, row) : [...row.present, ...Object.keys(FROM_ROW)];
  const item: Record<string, unknown> = { ...(old ?? { _id: new ObjectId() }), ...extraFrom(row, old, fields), itemname: row.itemname };
  for (const field of fields) FROM_ROW[field]?.(item, row, old);
  return item as unknown as LeanItem;
}

type Put = (item: Record<string, unknown>, row: ParsedItem, old: LeanItem | undefined) => void;
/** How each of the spec's columns is written onto the stored item (the optional ones: extraFrom). */
const FROM_ROW: Record<string, Put> = {
  title: (i, r) => (i.title = r.title),
  description: (i, r) => (i.description = r.description),
  price: (i, r) => (i.price = r.price),
  pin: (i, r) => (i.pin = r.pin),
  show: (i, r) => (i.show = { type: r.show.type }),
  image: (i, r) => (i.image = r.image),
  salePercent: (i, r) => (i.sale = r.offPrice !== undefined ? { onSale: true, offPrice: r.offPrice } : { onSale: false, offPrice: 0 }),
  soldOut: (i, r) => {
    i.soldOut = r.soldOut;
    if (!r.soldOut) i.soldOutUntil = null;
  },
  // A sub-item whose title stays keeps its English title.
  subItems: (i, r, old) =>
    (i.subItems = r.subItems.map((s) => {
      const was = (old?.subItems ?? []).find((o) => o.title === s.title);
      return was?.translations ? { ...s, translations: was.translations } : s;
    })),
};

/** The sections sheet's optional columns that differ from the stored section (only those the file has). */
function sectionExtraChanges(old: LeanSection | undefined, sheet: ParsedSection | undefined): string[] {
  if (!sheet) return [];
  const [was, now] = [extraSectionCells(old ?? {}), extraSectionCells(sheet)];
  return sheet.present.filter((key) => was[key] !== now[key]);
}

/** The stored section with the sheet's English title and hours where they changed. */
function sectionExtras(old: LeanSection | undefined, sheet: ParsedSection | undefined): Partial<LeanSection> {
  const changed = sectionExtraChanges(old, sheet);
  const out: Record<string, unknown> = {};
  if (changed.includes('titleEn')) out.translations = { en: sheet?.translations?.en?.title ? { title: sheet.translations.en.title } : {} };
  if (changed.includes('availability')) out.availability = sheet?.availability ?? [];
  return out;
}

/** Every image name the menu shows (an import may only point items at these). */
function menuImages(menu: PlanMenu): Set<string> {
  const names = new Set<string>([menu.menuMainImage ?? '', menu.institution?.logo ?? '']);
  for (const s of menu.sections) {
    for (const i of s.items) names.add(i.image ?? '');
    for (const g of s.galleries ?? []) for (const img of g.images ?? []) names.add(img.image);
  }
  names.delete('');
  return names;
}

/**
 * What importing the sheet into the menu does: rows match items by itemname, sections match by title. Without
 * `replace`, what the sheet does not mention stays where it is and new sections and items are added at the end; with
 * `replace`, the menu becomes the sheet (its section and item order too) and what is missing is removed. Galleries
 * stay with their section. Pure: the caller reads the menu and writes the result.
 */
export function planImport(menu: PlanMenu, sheet: ParsedSheet, replace: boolean, file: { columns?: SheetColumn[]; exportedFrom?: string | null } = {}): ImportPlan {
  const problems = [...sheet.problems];
  const warnings = [...olderFile(menu, file.exportedFrom), ...sheet.warnings];
  const images = menuImages(menu);
  const rows = withNames(menu, sheet.items).filter((row) => {
    if (!row.image || images.has(row.image)) return true;
    problems.push({ row: row.row, column: itemHeader('image'), cell: `${row.letters.image ?? ''}${row.row}`, sheet: T.itemsSheet, message: T.problems.unknownImage(row.image) });
    return false;
  });
  problems.sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : a.sheet === T.sectionsSheet ? -1 : 1));

  // The sections of the result, in order: the sheet's (sections sheet first, then those items name) matched by title.
  const wanted: { title: string; prime?: boolean }[] = sheet.sections.map((s) => ({ title: s.title, prime: s.prime }));
  for (const row of rows) {
    const known = wanted.find((s) => s.title === row.section);
    if (!known) wanted.push({ title: row.section, prime: row.sectionPrime });
    else if (known.prime === undefined && row.sectionPrime !== undefined) known.prime = row.sectionPrime;
  }
  const oldByTitle = new Map<string, LeanSection>();
  for (const s of menu.sections) if (!oldByTitle.has(s.title)) oldByTitle.set(s.title, s);
  const oldItems = new Map<string, { item: LeanItem; section: string }>();
  for (const s of menu.sections) for (const i of s.items) oldItems.set(i.itemname, { item: i, section: s.title });
  const rowByName = new Map(rows.map((r) => [r.itemname, r]));

  const preview: ImportPreview = {
    sections: { add: [], change: [], remove: [] },
    items: { add: [], change: [], remove: [] },
    problems,
    warnings,
    columns: file.columns ?? [],
    rows: sheet.items.length + sheet.sections.length,
  };
  const sheetSection = (title: string) => sheet.sections.find((s) => s.title === title);
  for (const w of wanted) {
    const old = oldByTitle.get(w.title);
    if (!old) preview.sections.add.push({ title: w.title });
    else {
      const fields = [...(w.prime !== undefined && Boolean(old.prime) !== w.prime ? ['prime'] : []), ...sectionExtraChanges(old, sheetSection(w.title))];
      if (fields.length) preview.sections.change.push({ title: w.title, fields, changes: sectionChanges(fields, old, w.prime, sheetSection(w.title)) });
    }
  }
  const keptSections = replace ? menu.sections.filter((s) => wanted.some((w) => w.title === s.title) && oldByTitle.get(s.title) === s) : menu.sections;
  if (replace) {
    for (const s of menu.sections) if (!keptSections.includes(s)) preview.sections.remove.push({ title: s.title, items: s.items.length });
  }
  for (const row of rows) {
    const old = oldItems.get(row.itemname);
    if (!old) preview.items.add.push({ row: row.row, itemname: row.itemname, title: row.title, section: row.section });
    else {
      const fields = changedFields(old.item, old.section, row);
      if (fields.length) preview.items.change.push({ row: row.row, itemname: row.itemname, title: row.title, section: row.section, fields, changes: fieldChanges(fields, old.item, old.section, row) });
    }
  }
  if (replace) {
    for (const [name, old] of oldItems) if (!rowByName.has(name)) preview.items.remove.push({ itemname: name, title: old.item.title, section: old.section });
  }

  const droppedImages = [...oldItems.values()].map((o) => o.item.image ?? '').filter(Boolean);
  const changes =
    preview.sections.add.length + preview.sections.change.length + preview.sections.remove.length +
    preview.items.add.length + preview.items.change.length + preview.items.remove.length;
  if (problems.length || changes === 0) return { preview, sections: null, droppedImages: [] };

  const build = (title: string, prime: boolean | undefined, old: LeanSection | undefined): LeanSection => {
    const here = rows.filter((r) => r.section === title);
    let items: LeanItem[];
    if (replace) items = here.map((r) => itemFrom(r, oldItems.get(r.itemname)?.item));
    else {
      // Untouched and updated items keep their place; items moved here and new ones follow in the sheet's order.
      const stay = (old?.items ?? []).filter((i) => !rowByName.has(i.itemname) || rowByName.get(i.itemname)!.section === title);
      const names = new Set(stay.map((i) => i.itemname));
      items = [
        ...stay.map((i) => (rowByName.has(i.itemname) ? itemFrom(rowByName.get(i.itemname)!, i) : i)),
        ...here.filter((r) => !names.has(r.itemname)).map((r) => itemFrom(r, oldItems.get(r.itemname)?.item)),
      ];
    }
    const base = old ?? ({ _id: new ObjectId(), title, galleries: [] } as unknown as LeanSection);
    return { ...base, ...sectionExtras(old, sheetSection(title)), title, prime: prime ?? Boolean(old?.prime), items } as LeanSection;
  };
  const sections = replace
    ? wanted.map((w) => build(w.title, w.prime, oldByTitle.get(w.title)))
    : [
        ...menu.sections.map((s) => {
          const w = oldByTitle.get(s.title) === s ? wanted.find((x) => x.title === s.title) : undefined;
          // A second section of the same title keeps what the sheet does not name (named rows go to the first one).
          if (oldByTitle.get(s.title) !== s) return { ...s, items: s.items.filter((i) => !rowByName.has(i.itemname)) } as LeanSection;
          return build(s.title, w?.prime ?? Boolean(s.prime), s);
        }),
        ...wanted.filter((w) => !oldByTitle.has(w.title)).map((w) => build(w.title, w.prime, undefined)),
      ];
  // The menu's caps (lib/shared/menu-caps.ts) hold for an import too: a problem at the first row over one.
  const over = overTheCaps(sections, rows);
  if (over) {
    problems.push(over);
    return { preview, sections: null, droppedImages: [] };
  }
  const stillShown = new Set(sections.flatMap((s) => s.items.map((i) => i.image ?? '')));
  return { preview, sections, droppedImages: droppedImages.filter((n) => !stillShown.has(n)) };
}

/** A section's changed fields before and after, as the sections sheet writes them. */
function sectionChanges(fields: string[], old: LeanSection, prime: boolean | undefined, sheet: ParsedSection | undefined): FieldChange[] {
  const was: Record<string, string> = { prime: sectionTypeWord(Boolean(old.prime)), ...extraSectionCells(old) };
  const now: Record<string, string> = { prime: sectionTypeWord(prime ?? Boolean(old.prime)), ...(sheet ? extraSectionCells(sheet) : {}) };
  return fields.map((field) => ({ field, from: was[field] ?? '', to: now[field] ?? '' }));
}

/**
 * A file we exported carries the menu's last edit then: when the menu was edited since, the file holds older values
 * and importing it puts them back. A warning, not a refusal: the preview shows each value before and after.
 */
function olderFile(menu: PlanMenu, exportedFrom: string | null | undefined): SheetProblem[] {
  const then = exportedFrom ? new Date(exportedFrom) : null;
  const now = (menu as { updatedAt?: Date | string }).updatedAt ? new Date((menu as { updatedAt: Date | string }).updatedAt) : null;
  if (!then || !now || !Number.isFinite(then.getTime()) || now.getTime() <= then.getTime()) return [];
  const when = dateFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: menu.timeZone || 'Asia/Amman' });
  return [{ row: 0, column: '', cell: '', sheet: T.itemsSheet, message: T.warnings.olderFile(when.format(then), when.format(now)) }];
}

/**
 * Rows of a file without the unique-name column carry a name made from the title: an item of the menu with that
 * title (one not yet taken by an earlier row) gives its own name, so the row updates it instead of adding a twin; a
 * made name that an item of another title already has gets ' 2', ' 3'…
 */
function withNames(menu: PlanMenu, rows: ParsedItem[]): ParsedItem[] {
  if (!rows.some((r) => r.generatedName)) return rows;
  const all = menu.sections.flatMap((s) => s.items);
  const taken = new Set(rows.filter((r) => !r.generatedName).map((r) => r.itemname));
  const byTitle = new Map<string, string[]>();
  for (const i of all) byTitle.set(i.title, [...(byTitle.get(i.title) ?? []), i.itemname]);
  const menuNames = new Set(all.map((i) => i.itemname));
  return rows.map((r) => {
    if (!r.generatedName) return r;
    const own = (byTitle.get(r.title) ?? []).find((n) => !taken.has(n));
    let name = own ?? r.itemname;
    for (let n = 2; !own && (menuNames.has(name) || taken.has(name)); n++) name = `${r.itemname} ${n}`;
    taken.add(name);
    return { ...r, itemname: name };
  });
}

/** The first cap the imported menu would break, as a problem at the row that breaks it; null when it fits. */
function overTheCaps(sections: LeanSection[], rows: ParsedItem[]): SheetProblem | null {
  const at = (itemname: string | undefined, message: string): SheetProblem => {
    const row = rows.find((r) => r.itemname === itemname);
    return { row: row?.row ?? 2, column: itemHeader('section'), cell: `${row?.letters.section ?? 'A'}${row?.row ?? 2}`, sheet: T.itemsSheet, message };
  };
  if (sections.length > MENU_LIMITS.sections) return at(sections[MENU_LIMITS.sections].items[0]?.itemname, T.problems.tooManySections(MENU_LIMITS.sections));
  for (const s of sections) {
    if (s.items.length > MENU_LIMITS.itemsPerSection) return at(s.items[MENU_LIMITS.itemsPerSection].itemname, T.problems.tooManyInSection(s.title, MENU_LIMITS.itemsPerSection));
  }
  const all = sections.flatMap((s) => s.items);
  if (all.length > MENU_LIMITS.items) return at(all[MENU_LIMITS.items].itemname, T.problems.tooManyItems(MENU_LIMITS.items));
  return null;
}
