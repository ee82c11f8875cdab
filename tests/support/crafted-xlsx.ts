/** Hand-made .xlsx files for the heavy-work tests and bench: honest ones of any size, and ones whose directory lies. */
import { constants, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

/** One zip entry: its name, its (raw deflate) data and the uncompressed size the directory declares. */
export interface ZipEntry {
  name: string;
  deflated: Buffer;
  declared: number;
}

export const entry = (name: string, content: string | Buffer): ZipEntry => {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, deflated: deflateRawSync(bytes), declared: bytes.length };
};

/**
 * A raw deflate stream of `mb` megabytes of spaces, ~1 KB per megabyte: one compressed megabyte ended on a byte
 * boundary (a sync flush) repeated, then a final empty block.
 */
export function deflatedSpaces(mb: number): Buffer {
  const one = deflateRawSync(Buffer.alloc(MB, 32), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(mb).fill(one), Buffer.from([0x03, 0x00])]);
}

/** The entries as a zip: local headers and data, the central directory (with the declared sizes), its end record. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.deflated.length, 20);
    dir.writeUInt32LE(e.declared, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, e.deflated);
    central.push(dir, name);
    offset += 30 + name.length + e.deflated.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/** The parts of a one-sheet workbook around its worksheet XML (what exceljs needs to open it). */
function workbookEntries(sheetXml: ZipEntry): ZipEntry[] {
  return [
    entry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    entry(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    entry(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="items" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheetXml,
  ];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${esc(text)}</t></is></c>`;
const col = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : col(Math.floor(i / 26) - 1) + col(i % 26));

/** An honest .xlsx: the header rows of the items sheet (keys), then `rows` rows of `columns` text cells. */
export function sheetXlsx(rows: number, columns = 4): Buffer {
  const keys = ['section', 'title', 'itemname', 'price'];
  const head = `<row r="1">${keys.map((k, i) => cell(`${col(i)}1`, k)).join('')}</row>`;
  const body: string[] = [];
  for (let r = 2; r < rows + 2; r++) {
    const cells = Array.from({ length: columns }, (_, i) => (i < 4 ? [`قسم ${r % 7}`, `صنف ${r}`, `i${r}`, String(1 + (r % 9))][i] : `x${i}`));
    body.push(`<row r="${r}">${cells.map((v, i) => cell(`${col(i)}${r}`, v)).join('')}</row>`);
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${head}${body.join('')}</sheetData></worksheet>`;
  return zipOf(workbookEntries(entry('xl/worksheets/sheet1.xml', xml)));
}

/** A zip bomb dressed as an .xlsx: its worksheet inflates to `mb` MB of spaces while the directory declares 16 KB. */
export function lyingXlsx(mb: number): Buffer {
  return zipOf(workbookEntries({ name: 'xl/worksheets/sheet1.xml', deflated: deflatedSpaces(mb), declared: 16 * 1024 }));
}
