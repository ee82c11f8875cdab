/**
 * A reader of mongodump's archive format written for the tests from its specification (mongo-tools,
 * common/archive/spec.md), sharing nothing with the code that writes archives (scripts/lib/archive):
 *
 *   archive = magic number 0x8199e26d (little-endian), header document, collection metadata document*,
 *             terminator 0xffffffff, (namespace segment | namespace EOF)*
 *   segment = header {db, collection, EOF: false, CRC: 0 (int64)}, document+, terminator
 *   EOF     = header {db, collection, EOF: true, CRC: CRC-64/ECMA of the namespace's document bytes}, terminator
 *
 * It fails on anything out of that grammar, so a test that reads an archive with it checks the format too.
 */
import zlib from 'node:zlib';
import { deserialize, type Document } from 'bson';

export interface ParsedArchive {
  header: Document;
  prelude: Document[];
  /** Per namespace (`db.collection`): its documents' bytes in order, the CRC its EOF header carries, its segments. */
  namespaces: Map<string, { docs: Buffer[]; crc: bigint | null; segments: number }>;
}

/** CRC-64 as Go's hash/crc64 with the ECMA table: reflected polynomial 0xC96C5795D7870F42, all ones in and out. */
export function crc64Ecma(parts: Buffer[]): bigint {
  const poly = 0xc96c5795d7870f42n;
  const mask = 0xffffffffffffffffn;
  let crc = mask;
  for (const part of parts) {
    for (const byte of part) {
      crc ^= BigInt(byte);
      for (let bit = 0; bit < 8; bit++) crc = crc & 1n ? (crc >> 1n) ^ poly : crc >> 1n;
    }
  }
  return crc ^ mask;
}

export function parseArchive(file: Buffer): ParsedArchive {
  const bytes = file[0] === 0x1f && file[1] === 0x8b ? zlib.gunzipSync(file) : file;
  let at = 0;
  const u32 = () => {
    if (at + 4 > bytes.length) throw new Error(`archive ends at ${at}, inside a length`);
    return bytes.readUInt32LE(at);
  };
  const TERMINATOR = 0xffffffff;
  const doc = (): Buffer => {
    const size = u32();
    if (size === TERMINATOR) throw new Error(`a terminator at ${at} where a document belongs`);
    if (size < 5 || at + size > bytes.length) throw new Error(`bad document length ${size} at ${at}`);
    const out = bytes.subarray(at, at + size);
    if (out[size - 1] !== 0) throw new Error(`document at ${at} does not end with a zero byte`);
    at += size;
    return out;
  };
  const isTerminator = () => u32() === TERMINATOR;
  const terminator = () => {
    if (!isTerminator()) throw new Error(`expected the terminator at ${at}`);
    at += 4;
  };

  if (u32() !== 0x8199e26d) throw new Error('no magic number');
  at += 4;
  const header = deserialize(doc());
  const prelude: Document[] = [];
  while (!isTerminator()) prelude.push(deserialize(doc()));
  terminator();

  const namespaces: ParsedArchive['namespaces'] = new Map();
  while (at < bytes.length) {
    const head = deserialize(doc(), { useBigInt64: true });
    const ns = `${head.db}.${head.collection}`;
    const entry = namespaces.get(ns) ?? { docs: [], crc: null, segments: 0 };
    namespaces.set(ns, entry);
    if (entry.crc !== null) throw new Error(`${ns} has blocks after its EOF`);
    if (typeof head.CRC !== 'bigint') throw new Error(`${ns}'s header has no int64 CRC`);
    if (head.EOF === true) {
      entry.crc = BigInt.asUintN(64, head.CRC);
      terminator();
      continue;
    }
    if (head.EOF !== false || head.CRC !== 0n) throw new Error(`${ns}'s segment header is not {EOF: false, CRC: 0}`);
    entry.segments++;
    if (isTerminator()) throw new Error(`${ns} has a segment without documents`);
    while (!isTerminator()) entry.docs.push(doc());
    terminator();
  }
  return { header, prelude, namespaces };
}
