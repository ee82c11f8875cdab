import { Types } from 'mongoose';
import { readCsv } from '../../lib/menus/sheet/read-csv';
import { cellText } from '../../lib/menus/sheet/read-sheet-file';
import { parseSheetRows } from '../../lib/menus/sheet/parse-sheet-rows';
import { planImport } from '../../lib/menus/sheet/plan-import';
import { zipUncompressedBytes } from '../../lib/menus/sheet/zip-size';
import type { LeanMenu } from '../../lib/menus/update-menu';

/** The pure parts of the spreadsheet import (issue #23): CSV reading, cell text, the plan of changes. */

const item = (itemname: string, price = 1, extra: Record<string, unknown> = {}) => ({
  _id: new Types.ObjectId(),
  title: `صنف ${itemname}`,
  itemname,
  description: '',
  price,
  pin: false,
  image: '',
  show: { type: 'small-image' },
  subItems: [],
  sale: { onSale: false, offPrice: 0 },
  soldOut: false,
  ...extra,
});
const menu = () =>
  ({
    _id: new Types.ObjectId(),
    sections: [
      { _id: new Types.ObjectId(), title: 'أ', prime: true, items: [item('a1'), item('a2')], galleries: [{ _id: new Types.ObjectId(), title: 'g', images: [] }] },
      { _id: new Types.ObjectId(), title: 'ب', prime: false, items: [item('b1')], galleries: [] },
    ],
  }) as unknown as LeanMenu;
const rows = (...list: Record<string, string>[]) => ({ items: list.map((cells, i) => ({ row: i + 3, cells, letters: { price: 'F', section: 'A', itemname: 'D' } })), sections: null, columns: [], missing: [], exportedFrom: null });
const r = (section: string, itemname: string, price: string, more: Record<string, string> = {}) => ({ section, title: `صنف ${itemname}`, itemname, description: '', price, ...more });

describe('readCsv', () => {
  it('reads comma and semicolon files, with a BOM, quoted delimiters, quotes and line breaks', () => {
    expect(readCsv(Buffer.from('\ufeffa,b\r\n"x, y","say ""hi"""\r\n'))).toEqual([['a', 'b'], ['x, y', 'say "hi"']]);
    expect(readCsv(Buffer.from('a;b;c\n1,5;"2;3";"line\nbreak"\n'))).toEqual([['a', 'b', 'c'], ['1,5', '2;3', 'line\nbreak']]);
  });
});

describe('cellText', () => {
  it('reads a formula as its own text, never its result', () => {
    expect(cellText({ formula: '1+2', result: 3 })).toBe('=1+2');
    expect(cellText({ richText: [{ text: '=HY' }, { text: 'PERLINK()' }] })).toBe('=HYPERLINK()');
    expect(cellText(4.5)).toBe('4.5');
  });
});

describe('zipUncompressedBytes', () => {
  it('sums what a zip declares without inflating it; null for what is not a zip', () => {
    const name = Buffer.from('a.xml');
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(3_000_000_000, 24); // 3 GB declared
    central.writeUInt16LE(name.length, 28);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(0, 16);
    expect(zipUncompressedBytes(Buffer.concat([central, name, end]))).toBe(3_000_000_000);
    expect(zipUncompressedBytes(Buffer.from('not a zip at all, just some text here'))).toBeNull();
  });
});

describe('planImport', () => {
  it('keeps ids and place of matched items, moves an item to its new section, appends new ones (no replace)', () => {
    const m = menu();
    const plan = planImport(m, parseSheetRows(rows(r('ب', 'a1', '2'), r('أ', 'new', '3'), r('أ', 'a2', '1'))), false);
    expect(plan.preview.problems).toEqual([]);
    expect(plan.preview.items.change).toEqual([expect.objectContaining({ itemname: 'a1', fields: ['section', 'price'] })]);
    expect(plan.preview.items.add.map((i) => i.itemname)).toEqual(['new']);
    const s = plan.sections!;
    expect(s.map((x) => [x.title, x.items.map((i) => i.itemname)])).toEqual([
      ['أ', ['a2', 'new']],
      ['ب', ['b1', 'a1']],
    ]);
    expect(String(s[1].items[1]._id)).toBe(String(m.sections[0].items[0]._id));
    expect(s[0].galleries).toHaveLength(1);
  });

  it('with replace, the menu becomes the file: its order, and what is missing is removed', () => {
    const m = menu();
    const plan = planImport(m, parseSheetRows(rows(r('ب', 'b1', '1'), r('ج', 'c1', '1'), r('أ', 'a2', '1'))), true);
    expect(plan.sections!.map((x) => [x.title, x.items.map((i) => i.itemname)])).toEqual([
      ['ب', ['b1']],
      ['ج', ['c1']],
      ['أ', ['a2']],
    ]);
    expect(plan.preview.items.remove.map((i) => i.itemname)).toEqual(['a1']);
  });

  it('writes nothing when the file has a problem or changes nothing', () => {
    expect(planImport(menu(), parseSheetRows(rows(r('أ', 'a1', 'x'))), false).sections).toBeNull();
    expect(planImport(menu(), parseSheetRows(rows(r('أ', 'a1', '1'))), false).sections).toBeNull();
  });
});
