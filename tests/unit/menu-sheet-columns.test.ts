import { findSheetColumns } from '../../lib/menus/sheet/find-sheet-columns';
import { foldHeader } from '../../lib/menus/sheet/header-names';

/** Which column is which in files we did not write: common names folded, the owner's mapping, our export's stamp. */

const keysOf = (items: string[][], mapping = {}) => findSheetColumns({ items, sections: null }, mapping).columns.map((c) => c.key);

describe('findSheetColumns', () => {
  it('recognises common Arabic and English header names in their spelling variants', () => {
    expect(keysOf([['الفئة', 'اسم الصنف', 'السعر (د.أ)', 'الوصف']])).toEqual(['section', 'title', 'price', 'description']);
    expect(keysOf([['القسم', 'الصِّنف', 'الثمن', 'وصف']])).toEqual(['section', 'title', 'price', 'description']);
    expect(keysOf([['Category', 'Item Name', 'Price (JOD)', 'Name (English)', 'itemname']])).toEqual(['section', 'title', 'price', 'titleEn', 'itemname']);
    expect(keysOf([['section', 'NAME', 'price', 'Notes']])).toEqual(['section', 'title', 'price', null]);
    expect(foldHeader('الإضافـــات')).toBe(foldHeader('اضافات'));
  });

  it('drops a trailing unit the way a person reads it; a cell too long for a header is no header', () => {
    expect(foldHeader('Price (JOD)', true)).toBe('price');
    expect(foldHeader('a (b) (c) ', true)).toBe('a b');
    expect(foldHeader('a (b (c)', true)).toBe('a');
    expect(foldHeader('(x)', true)).toBe('');
    expect(foldHeader('x (', true)).toBe('x');
    // How long such a cell once took is proved over HTTP (menu-sheet-columns.test.ts): a unit test cannot stop it.
    expect(keysOf([['(('.repeat(200), 'القسم', `${'price '.repeat(40)}`, 'الصنف', 'السعر']])).toEqual([null, 'section', null, 'title', 'price']);
  });

  it('finds the header row under a title line, and names the required columns a file lacks', () => {
    const file = findSheetColumns({ items: [['قائمة المقهى'], ['القسم', 'الصنف', 'ملاحظات'], ['قهوة', 'لاتيه', '']], sections: null });
    expect(file.missing).toEqual(['price']);
    expect(file.items).toEqual([]);
    const ok = findSheetColumns({ items: [['قائمة المقهى'], ['القسم', 'الصنف', 'السعر'], ['قهوة', 'لاتيه', '2']], sections: null });
    expect(ok.items).toEqual([{ row: 3, cells: { section: 'قهوة', title: 'لاتيه', price: '2' }, letters: { section: 'A', title: 'B', price: 'C' } }]);
  });

  it('the owner’s mapping wins over the names, and "" leaves a column out', () => {
    expect(keysOf([['Type', 'Dish', 'Cost', 'Name']], { Type: 'section', Dish: 'title', Name: '' })).toEqual(['section', 'title', 'price', null]);
  });

  it('reads our export’s stamp after the keys, and takes off the apostrophe that escaped a formula-like cell', () => {
    const file = findSheetColumns({
      items: [
        ['المصنف', 'اسم العنصر', 'السعر'],
        ['section', 'title', 'price', 'updatedAt=2026-12-01T10:00:00.000Z'],
        ['قسم', "'=HYPERLINK(\"x\")", '1'],
        ['قسم', "'plain", '2'],
      ],
      sections: null,
    });
    expect(file.exportedFrom).toBe('2026-12-01T10:00:00.000Z');
    expect(file.columns.map((c) => c.key)).toEqual(['section', 'title', 'price']);
    expect(file.items.map((r) => r.cells.title)).toEqual(['=HYPERLINK("x")', "'plain"]);
  });
});
