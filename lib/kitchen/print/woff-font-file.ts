import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The fonts the app bundles come from npm as WOFF (@fontsource); the font library inside sharp reads only plain
 * TrueType/OpenType files. A WOFF 1.0 file is those same tables, each zlib-compressed (W3C WOFF 1.0, §4–5): this
 * writes them back out as the sfnt they were, once per process, in the system's temporary folder.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? zlib.inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    t.tag.copy(header, record);
    header.writeUInt32BE(t.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(t.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const written = new Map<string, string>();

/** A bundled WOFF font as a plain font file on disk (written once per process, named by the WOFF's own name and size). */
export function sfntFileOf(woffPath: string): string {
  let file = written.get(woffPath);
  if (!file) {
    const woff = fs.readFileSync(woffPath);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-fonts-'));
    file = path.join(dir, `${path.basename(woffPath, '.woff')}-${woff.length}.otf`);
    fs.writeFileSync(file, woffToSfnt(woff));
    written.set(woffPath, file);
  }
  return file;
}
