import { inflateRawSync } from 'node:zlib';

/** What the entries of a zip hold once inflated: their total, and each one's bytes handed to `look` as it comes. */
export type ZipInflation =
  | { ok: true; bytes: number }
  /** 'large': more than the limit would come out; 'unreadable': not a zip, a lying or a broken one, zip64. */
  | { ok: false; why: 'large' | 'unreadable' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/**
 * Inflates every entry of a .zip (an .xlsx) one at a time and counts the bytes that actually come out, stopping as
 * soon as the total would pass `maxBytes`: what the file declares is never trusted (a 5 MB upload whose directory says
 * 16 KB may hold gigabytes). An entry whose inflated size differs from the size the directory declares is refused
 * too: the spreadsheet reader (JSZip, under exceljs) inflates the same bytes and trusts those sizes, so once they are
 * proven true its own inflation is bounded by them. `look` sees each entry's bytes (to count rows) before they are
 * dropped; at most one entry is held at a time.
 */
export function inflateZipBounded(buf: Buffer, maxBytes: number, look?: (name: string, bytes: Buffer) => void): ZipInflation {
  const unreadable = { ok: false, why: 'unreadable' } as const;
  const end = findEndOfDirectory(buf);
  if (end < 0) return unreadable;
  const entries = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return unreadable;
    const method = buf.readUInt16LE(p + 10);
    const packed = buf.readUInt32LE(p + 20);
    const declared = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const localAt = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (packed === ZIP64_MARK || declared === ZIP64_MARK || localAt === ZIP64_MARK) return unreadable;
    if (localAt + 30 > buf.length || buf.readUInt32LE(localAt) !== LOCAL) return unreadable;
    const dataAt = localAt + 30 + buf.readUInt16LE(localAt + 26) + buf.readUInt16LE(localAt + 28);
    if (dataAt + packed > buf.length) return unreadable;
    const data = buf.subarray(dataAt, dataAt + packed);
    const room = maxBytes - total;
    let out: Buffer;
    if (method === 0) out = data;
    else if (method === 8) {
      try {
        // One byte of room past the limit: an entry that fills it exactly is fine, one byte more is over.
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, room + 1) });
      } catch (err) {
        return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? { ok: false, why: 'large' } : unreadable;
      }
    } else return unreadable;
    if (out.length > room) return { ok: false, why: 'large' };
    if (out.length !== declared) return unreadable;
    total += out.length;
    look?.(name, out);
  }
  return { ok: true, bytes: total };
}

/** The end-of-central-directory record: in the last 22 bytes plus a comment of at most 65,535; -1 when absent. */
function findEndOfDirectory(buf: Buffer): number {
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 65_535); at--) {
    if (buf.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}
