/**
 * The constants and documents of mongodump's archive format (`mongodump --archive`, format version 0.1), as
 * mongo-tools' common/archive/spec.md describes it:
 *
 *   archive   = magic number, header, collection metadata*, terminator, (namespace segment | namespace EOF)*
 *   segment   = namespace header (EOF false, CRC 0), BSON document+, terminator
 *   EOF       = namespace header (EOF true, CRC = CRC-64/ECMA of all the namespace's document bytes), terminator
 *
 * Every number is little-endian; the magic number is 0x8199e26d and the terminator 0xffffffff.
 */
export const MAGIC_NUMBER = 0x8199e26d;
export const TERMINATOR = 0xffffffff;
export const FORMAT_VERSION = '0.1';

/** The prelude's first document. */
export interface ArchiveHeader {
  concurrent_collections: number;
  version: string;
  server_version: string;
  tool_version: string;
}

/** One per collection, in the prelude; `metadata` is canonical Extended JSON v2 of {options, indexes, uuid, collectionName, type}. */
export interface CollectionMetadata {
  db: string;
  collection: string;
  metadata: string;
  size: number;
  type: string;
}

/** What `metadata` holds, as mongorestore reads it. */
export interface CollectionMetadataBody {
  options?: Record<string, unknown>;
  indexes: Record<string, unknown>[];
  uuid?: string;
  collectionName: string;
  type?: string;
}

export const le32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
