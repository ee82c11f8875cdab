/**
 * Writes a mongodump archive (format.ts) to a stream, one collection after another: prelude first (every collection's
 * metadata), then each collection's documents in one segment and its EOF header with their CRC. The documents are
 * taken as the BSON bytes the server sent, so nothing is decoded and encoded again on the way.
 */
import type { Writable } from 'node:stream';
import { EJSON, Long, serialize } from 'bson';
import { Crc64 } from './crc64';
import { FORMAT_VERSION, MAGIC_NUMBER, TERMINATOR, le32, type ArchiveHeader, type CollectionMetadata, type CollectionMetadataBody } from './format';

export interface CollectionToWrite {
  db: string;
  collection: string;
  options: Record<string, unknown>;
  indexes: Record<string, unknown>[];
  /** The collection's UUID in hex, when the server has one (MongoDB does, the embedded server doesn't). */
  uuid?: string;
  /** The documents' total BSON size when known (mongorestore's progress), else 0. */
  size: number;
}

export class ArchiveWriter {
  constructor(private readonly out: Writable) {}

  private async put(bytes: Uint8Array): Promise<void> {
    if (!this.out.write(bytes)) await new Promise<void>((resolve, reject) => {
      const fail = (e: Error) => reject(e);
      this.out.once('error', fail);
      this.out.once('drain', () => {
        this.out.off('error', fail);
        resolve();
      });
    });
  }

  /** Magic number, header and the metadata of every collection that follows, then the terminator. */
  async prelude(serverVersion: string, toolVersion: string, collections: CollectionToWrite[]): Promise<void> {
    const header: ArchiveHeader = { concurrent_collections: 1, version: FORMAT_VERSION, server_version: serverVersion, tool_version: toolVersion };
    await this.put(le32(MAGIC_NUMBER));
    await this.put(serialize(header));
    for (const c of collections) {
      const body: CollectionMetadataBody = {
        ...(Object.keys(c.options).length ? { options: c.options } : {}),
        indexes: c.indexes,
        ...(c.uuid ? { uuid: c.uuid } : {}),
        collectionName: c.collection,
        type: 'collection',
      };
      const meta: CollectionMetadata = {
        db: c.db,
        collection: c.collection,
        metadata: EJSON.stringify(body, { relaxed: false }),
        // int32 as mongodump writes it; an int64 past that.
        size: (c.size > 0x7fffffff ? Long.fromNumber(c.size) : c.size) as number,
        type: 'collection',
      };
      await this.put(serialize(meta));
    }
    await this.put(le32(TERMINATOR));
  }

  /** One collection's documents (raw BSON, in batches) and its EOF header. Returns how many documents were written. */
  async collection(db: string, collection: string, batches: AsyncIterable<Uint8Array[]>): Promise<number> {
    const crc = new Crc64();
    let count = 0;
    for await (const batch of batches) {
      for (const doc of batch) {
        if (count === 0) await this.put(serialize({ db, collection, EOF: false, CRC: Long.ZERO }));
        crc.update(doc);
        await this.put(doc);
        count++;
      }
    }
    if (count > 0) await this.put(le32(TERMINATOR));
    await this.put(serialize({ db, collection, EOF: true, CRC: Long.fromBigInt(BigInt.asIntN(64, crc.value())) }));
    await this.put(le32(TERMINATOR));
    return count;
  }

  /** Flushes and closes the stream (and a gzip stream in front of it). */
  end(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(() => resolve());
    });
  }
}
