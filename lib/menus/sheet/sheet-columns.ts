import { MENU_SHEET_TEXT as T } from '../../i18n/ar';

/**
 * The columns of the menu spreadsheet, in order: the items sheet (a row per item) and the sections sheet
 * (a row per section, in the menu's order). Row 1 holds the Arabic header, row 2 the field's key, so a person and a
 * program both read the file; the import finds its columns by either. Pure: shared by the export, the import and the
 * admin panel.
 */
export const ITEM_COLUMNS = [
  { key: 'section', width: 22 },
  { key: 'sectionType', width: 12 },
  { key: 'title', width: 26 },
  { key: 'itemname', width: 20 },
  { key: 'description', width: 40 },
  { key: 'price', width: 10 },
  { key: 'show', width: 14 },
  { key: 'pin', width: 8 },
  { key: 'salePercent', width: 12 },
  { key: 'soldOut', width: 8 },
  { key: 'image', width: 30 },
  { key: 'subItems', width: 30 },
  // Beyond the spec's fields (extra-cells.ts), optional: a file without these columns leaves them as stored.
  { key: 'titleEn', width: 26, optional: true },
  { key: 'descriptionEn', width: 40, optional: true },
  { key: 'allergens', width: 24, optional: true },
  { key: 'tags', width: 20, optional: true },
  { key: 'calories', width: 10, optional: true },
  { key: 'availability', width: 30, optional: true },
  { key: 'options', width: 48, optional: true },
] as const;
type Optional<C> = Extract<C, { optional: true }> extends { key: infer K } ? K : never;
/** The keys of the columns a file may leave out (then the import keeps what is stored). */
const optionalKeys = <C extends { key: string; optional?: boolean }>(columns: readonly C[]) =>
  columns.filter((c) => c.optional).map((c) => c.key) as Optional<C>[];

export type OptionalItemColumn = Optional<(typeof ITEM_COLUMNS)[number]>;
export const OPTIONAL_ITEM_COLUMNS = optionalKeys(ITEM_COLUMNS);
export type ItemColumn = (typeof ITEM_COLUMNS)[number]['key'];
/**
 * The columns an items sheet cannot do without: a file lacking one is refused as a whole, naming them, before any row
 * is read. The unique name is not among them: without it, names are made from the titles (parse-sheet-rows.ts).
 */
export const REQUIRED_ITEM_COLUMNS: ItemColumn[] = ['section', 'title', 'price'];

export const SECTION_COLUMNS = [
  { key: 'title', width: 26 },
  { key: 'type', width: 12 },
  // Optional like the items' extra columns: a file without them keeps the section's English title and hours.
  { key: 'titleEn', width: 26, optional: true },
  { key: 'availability', width: 30, optional: true },
] as const;
export type OptionalSectionColumn = Optional<(typeof SECTION_COLUMNS)[number]>;
export const OPTIONAL_SECTION_COLUMNS = optionalKeys(SECTION_COLUMNS);
export type SectionColumn = (typeof SECTION_COLUMNS)[number]['key'];

export const itemHeader = (key: string) => T.headers[key] ?? key;
export const sectionHeader = (key: string) => T.sectionHeaders[key] ?? key;

/**
 * Written by the export after the keys of row 2: the menu's last edit then, so importing an older file warns that it
 * puts back older values. Read back by find-sheet-columns.ts; never a column.
 */
export const EXPORT_STAMP = 'updatedAt=';

/** The first data row: after the Arabic header (row 1) and the keys (row 2). */
export const FIRST_DATA_ROW = 3;

/** Largest accepted file and number of data rows (5 MB, 3,000 rows). */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const SHEET_MAX_ROWS = 3000;

/** Words of the cells: what the export writes, and every spelling the import accepts (Arabic, the keys, English). */
export const SECTION_TYPE_WORDS: Record<string, boolean> = { [T.prime]: true, [T.ordinary]: false, prime: true, ordinary: false, رئيسية: true, عادية: false };
export const SHOW_WORDS: Record<string, 'small-image' | 'large-image'> = {
  [T.smallImage]: 'small-image',
  [T.largeImage]: 'large-image',
  'small-image': 'small-image',
  'large-image': 'large-image',
  عادي: 'small-image',
  عريض: 'large-image',
};
export const YES_NO_WORDS: Record<string, boolean> = { [T.yes]: true, [T.no]: false, yes: true, no: false, true: true, false: false, '1': true, '0': false };

export const sectionTypeWord = (prime: boolean) => (prime ? T.prime : T.ordinary);
export const showWord = (type: string | null | undefined) => (type === 'large-image' ? T.largeImage : T.smallImage);
export const yesNoWord = (v: boolean | null | undefined) => (v ? T.yes : T.no);

/** Sub-items as `title:price` pairs separated by `;` (a title may hold ':' — the price follows the last one). */
export const subItemsCell = (subItems: { title: string; price: number }[]) => subItems.map((s) => `${s.title}:${s.price}`).join('; ');

/** The sale as a percent (offPrice 0.2 → 20), '' when the item is not on sale. */
export const salePercentCell = (sale: { onSale?: boolean | null; offPrice?: number | null } | null | undefined): number | '' =>
  sale?.onSale && sale.offPrice ? Math.round(sale.offPrice * 100 * 1000) / 1000 : '';
