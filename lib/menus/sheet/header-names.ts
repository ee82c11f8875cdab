import type { ItemColumn, SectionColumn } from './sheet-columns';

/**
 * The header names restaurants' own spreadsheets use for our columns, in Arabic and English, besides the headers and
 * keys our export writes. Compared folded (foldHeader): case, Arabic diacritics and tatweel, alef/yeh/teh-marbuta
 * spellings, a leading 'ال', punctuation and a trailing '(…)' unit do not matter. A header that means two things
 * ('type', 'image' with a URL) is left out on purpose: the owner maps it in the preview instead.
 */
export const ITEM_HEADER_NAMES: Partial<Record<ItemColumn, string[]>> = {
  section: ['القسم', 'الفئة', 'التصنيف', 'المجموعة', 'قسم المنيو', 'category', 'categories', 'section', 'menu section', 'group', 'category name'],
  title: ['الاسم', 'اسم الصنف', 'الصنف', 'اسم المنتج', 'المنتج', 'اسم الوجبة', 'الوجبة', 'اسم الطبق', 'الطبق', 'الاسم بالعربية', 'name', 'item', 'item name', 'title', 'product', 'product name', 'dish', 'name ar', 'arabic name'],
  itemname: ['الرمز', 'الكود', 'المعرف', 'item id', 'sku', 'code', 'slug', 'unique name'],
  description: ['وصف', 'التفاصيل', 'المكونات', 'الوصف بالعربية', 'description', 'desc', 'details', 'ingredients', 'description ar'],
  price: ['الثمن', 'سعر', 'سعر البيع', 'price', 'prices', 'cost', 'unit price'],
  sectionType: ['section type', 'category type'],
  show: ['display'],
  pin: ['مميز', 'pin', 'pinned', 'featured'],
  salePercent: ['الخصم', 'نسبة الخصم', 'خصم', 'discount', 'sale', 'discount percent', 'sale percent'],
  soldOut: ['نفذ', 'غير متوفر', 'sold out', 'soldout', 'unavailable', 'out of stock'],
  titleEn: ['الاسم بالانجليزي', 'الاسم الانجليزي', 'name en', 'english name', 'name english', 'title en', 'english title'],
  descriptionEn: ['الوصف بالانجليزي', 'الوصف الانجليزي', 'description en', 'english description', 'description english'],
  allergens: ['الحساسية', 'allergens', 'allergies'],
  calories: ['السعرات الحرارية', 'سعرات', 'calories', 'kcal', 'cal'],
};

export const SECTION_HEADER_NAMES: Partial<Record<SectionColumn, string[]>> = {
  title: ['القسم', 'الفئة', 'اسم القسم', 'المصنف', 'category', 'section', 'name', 'title'],
  titleEn: ['الاسم بالانجليزي', 'name en', 'english name', 'title en'],
};

const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * A trailing '(…)' unit taken off: from the first '(' after the last-but-one ')' to the end. Found with two index
 * scans, not a regex: /\([^)]*\)\s*$/ backtracks from every '(' of a cell, so a cell of many '(' took seconds.
 */
function withoutUnit(s: string): string {
  const end = s.trimEnd();
  if (!end.endsWith(')')) return s;
  const open = end.indexOf('(', end.lastIndexOf(')', end.length - 2) + 1);
  return open >= 0 && open < end.length - 1 ? end.slice(0, open) : s;
}

/** A header as compared: lower case, Arabic letters folded, punctuation as spaces, a leading 'ال' dropped per word. */
export function foldHeader(text: string, dropUnit = false): string {
  let s = text.normalize('NFKC').toLowerCase().replace(DIACRITICS, '');
  if (dropUnit) s = withoutUnit(s);
  s = s
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[_\-.:;,،/|\\()[\]{}%#*"'«»]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return s
    .split(' ')
    .map((w) => (w.length > 3 && w.startsWith('ال') ? w.slice(2) : w))
    .join(' ');
}
