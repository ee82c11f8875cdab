/**
 * Reads a mongodump archive (format.ts), plain or gzipped (as `mongodump --archive --gzip` writes it), as a stream:
 * the prelude first, then each namespace's documents in batches, checking every namespace's CRC at its EOF header.
 * A file that is not an archive, or is cut short, fails with a message that says so.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { EJSON, deserialize, type Document } from 'bson';
import { Crc64 } from './crc64';
import { MAGIC_NUMBER, TERMINATOR, type ArchiveHeader, type CollectionMetadata, type CollectionMetadataBody } from './format';

export interface ArchivePrelude {
  header: ArchiveHeader;
  collections: (CollectionMetadata & { parsed: CollectionMetadataBody })[];
}

export type ArchiveEvent =
  | { kind: 'docs'; db: string; collection: string; docs: Document[] }
  | { kind: 'eof'; db: string; collection: string; count: number };

const MAX_BSON = 16 * 1024 * 1024 + 16 * 1024;

/** Pulls exact byte counts out of a chunked stream. */
class ByteSource {
  private buf: Buffer = Buffer.alloc(0);
  private done = false;
  private readonly it: AsyncIterator<Buffer>;

  constructor(stream: AsyncIterable<Buffer>) {
    this.it = stream[Symbol.asyncIterator]();
  }

  /** Exactly n bytes, or null at a clean end of the stream before any of them. */
  async take(n: number): Promise<Buffer | null> {
    while (this.buf.length < n && !this.done) {
      const next = await this.it.next().catch((e: Error) => {
        throw new Error(`the archive cannot be read (${e.message}): cut short or damaged`);
      });
      if (next.done) this.done = true;
      else this.buf = this.buf.length ? Buffer.concat([this.buf, next.value]) : next.value;
    }
    if (this.buf.length === 0 && this.done) return null;
    if (this.buf.length < n) throw new Error('the archive is cut short (it ends inside a document)');
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }
}

/** The next BSON document's bytes, 'terminator', or null at the end of the stream. */
async function nextBlock(src: ByteSource): Promise<Buffer | 'terminator' | null> {
  const head = await src.take(4);
  if (!head) return null;
  const size = head.readUInt32LE(0);
  if (size === TERMINATOR) return 'terminator';
  if (size < 5 || size > MAX_BSON) throw new Error(`the archive is damaged: ${size} is neither a BSON length nor the terminator`);
  const rest = await src.take(size - 4);
  if (!rest) throw new Error('the archive is cut short (it ends inside a document)');
  const doc = Buffer.concat([head, rest]);
  if (doc[size - 1] !== 0) throw new Error('the archive is damaged: a document does not end with a zero byte');
  return doc;
}

function open(file: string): AsyncIterable<Buffer> {
  const fd = fs.openSync(file, 'r');
  const first = Buffer.alloc(2);
  const read = fs.readSync(fd, first, 0, 2, 0);
  fs.closeSync(fd);
  const raw = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  return read === 2 && first[0] === 0x1f && first[1] === 0x8b ? raw.pipe(zlib.createGunzip()) : raw;
}

export async function readArchive(file: string): Promise<{ prelude: ArchivePrelude; events: AsyncGenerator<ArchiveEvent> }> {
  const src = new ByteSource(open(file));
  const magic = await src.take(4);
  if (!magic || magic.readUInt32LE(0) !== MAGIC_NUMBER) throw new Error(`${file} is not a mongodump archive (no magic number 0x8199e26d)`);
  const headerBytes = await nextBlock(src);
  if (!(headerBytes instanceof Buffer)) throw new Error('the archive has no header');
  const header = deserialize(headerBytes) as ArchiveHeader;
  const collections: ArchivePrelude['collections'] = [];
  for (;;) {
    const block = await nextBlock(src);
    if (block === 'terminator') break;
    if (!block) throw new Error('the archive is cut short (inside its prelude)');
    const meta = deserialize(block) as CollectionMetadata;
    const parsed = (meta.metadata ? EJSON.parse(meta.metadata, { relaxed: false }) : { indexes: [], collectionName: meta.collection }) as CollectionMetadataBody;
    collections.push({ ...meta, parsed });
  }

  async function* events(): AsyncGenerator<ArchiveEvent> {
    const crcs = new Map<string, { crc: Crc64; count: number }>();
    for (;;) {
      const headBlock = await nextBlock(src);
      if (headBlock === null) break;
      if (headBlock === 'terminator') throw new Error('the archive is damaged: two terminators in a row');
      const head = deserialize(headBlock, { useBigInt64: true }) as { db: string; collection: string; EOF: boolean; CRC: bigint };
      const ns = `${head.db}.${head.collection}`;
      const seen = crcs.get(ns) ?? { crc: new Crc64(), count: 0 };
      crcs.set(ns, seen);
      if (head.EOF) {
        const end = await nextBlock(src);
        if (end !== 'terminator') throw new Error(`the archive is damaged: no terminator after ${ns}'s end`);
        const expected = BigInt.asUintN(64, head.CRC);
        if (seen.count > 0 && expected !== 0n && seen.crc.value() !== expected) throw new Error(`the archive is damaged: ${ns}'s checksum does not match its documents`);
        yield { kind: 'eof', db: head.db, collection: head.collection, count: seen.count };
        continue;
      }
      let docs: Document[] = [];
      for (;;) {
        const block = await nextBlock(src);
        if (block === 'terminator') break;
        if (!block) throw new Error(`the archive is cut short (inside ${ns}'s documents)`);
        seen.crc.update(block);
        seen.count++;
        try {
          docs.push(deserialize(block, { promoteValues: false }));
        } catch (e) {
          throw new Error(`the archive is damaged: a document of ${ns} cannot be read (${(e as Error).message})`);
        }
        if (docs.length >= 1000) {
          yield { kind: 'docs', db: head.db, collection: head.collection, docs };
          docs = [];
        }
      }
      if (docs.length) yield { kind: 'docs', db: head.db, collection: head.collection, docs };
    }
  }

  return { prelude: { header, collections }, events: events() };
}
