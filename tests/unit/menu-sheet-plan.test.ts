import { Types } from 'mongoose';
import { deflateRawSync } from 'node:zlib';
import { readCsv } from '../../lib/menus/sheet/read-csv';
import { cellText, countRowsAndCells } from '../../lib/menus/sheet/read-sheet-cells';
import { parseSheetRows } from '../../lib/menus/sheet/parse-sheet-rows';
import { planImport } from '../../lib/menus/sheet/plan-import';
import { inflateZipBounded } from '../../lib/menus/sheet/zip-size';
import type { LeanMenu } from '../../lib/menus/update-menu';

/** The pure parts of the spreadsheet import: CSV reading, cell text, the plan of changes. */

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

describe('inflateZipBounded', () => {
  /** A one-entry zip of `content`, deflated, its directory declaring `declared` bytes. */
  const zip = (content: Buffer, declared = content.length) => {
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const data = deflateRawSync(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(0, 42);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(30 + name.length + data.length, 16);
    return Buffer.concat([local, name, data, central, name, end]);
  };

  it('counts the bytes actually inflated and stops at the limit, whatever the directory declares', () => {
    const seen: string[] = [];
    expect(inflateZipBounded(zip(Buffer.from('<row r="1"/>')), 1000, (name) => seen.push(name))).toEqual({ ok: true, bytes: 12 });
    expect(seen).toEqual(['xl/worksheets/sheet1.xml']);
    // 2 MB of spaces declared as 16 bytes: inflation stops at the 1 MB limit.
    expect(inflateZipBounded(zip(Buffer.alloc(2 * 1024 * 1024, 32), 16), 1024 * 1024)).toEqual({ ok: false, why: 'large' });
    // Within the limit, but not the size declared: the reader after it would trust the lie.
    expect(inflateZipBounded(zip(Buffer.alloc(1000, 32), 16), 1024 * 1024)).toEqual({ ok: false, why: 'unreadable' });
    expect(inflateZipBounded(Buffer.from('not a zip at all, just some text here'), 1000)).toEqual({ ok: false, why: 'unreadable' });
  });

  it('counts the rows of a worksheet by its highest row number and its cells', () => {
    expect(countRowsAndCells(Buffer.from('<sheetData><row r="1"><c r="A1"/><c r="B1"><v>1</v></c></row><row r="90000"><c/></row></sheetData><cols/>'))).toEqual({ rows: 90000, cells: 3 });
    expect(countRowsAndCells(Buffer.from('<row><c t="s"></c></row><row></row><rowBreaks/>'))).toEqual({ rows: 2, cells: 1 });
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
