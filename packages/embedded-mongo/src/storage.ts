/**
 * In-memory databases and collections. Every mutation goes through Store methods that
 * keep the _id map and unique indexes consistent and emit a journal record describing
 * the effect (full document put / delete by _id / DDL).
 */
import { BSON, BSONRegExp } from 'bson';
import { Doc, valueKey, bsonSize, idFirst, isPlainObject } from './values';
import { Index, IndexSpec } from './indexes';
import { err } from './errors';
import { rememberStored } from './stored-bytes';
import { shareRepeatedValues } from './shared-values';
import { seqOf, sizeOf, stamp } from './stored-stamp';

export const MAX_BSON_SIZE = 16 * 1024 * 1024;

export type JournalRecord =
  | { o: 'put'; db: string; c: string; d: Doc }
  | { o: 'puts'; db: string; c: string; ds: Doc[] }
  | { o: 'del'; db: string; c: string; id: unknown }
  | { o: 'createColl'; db: string; c: string; opts: Doc }
  | { o: 'dropColl'; db: string; c: string }
  | { o: 'dropDb'; db: string }
  | { o: 'createIndex'; db: string; c: string; spec: IndexSpec }
  | { o: 'dropIndex'; db: string; c: string; name: string }
  | { o: 'modIndex'; db: string; c: string; spec: IndexSpec }
  /** A committed transaction: its effects as one record, so a crash leaves all of them or none. */
  | { o: 'txn'; ops: JournalRecord[] };

/** A change to the data, as change streams and open transactions see it (storage never calls it while loading). */
/** The multi-document transaction a change was committed by: its change events carry them, as mongod's do. */
export interface TxnTag {
  lsid: Doc;
  txnNumber: number;
}

export type StoreChange = (
  | { op: 'insert'; c: Collection; doc: Doc }
  | { op: 'update'; c: Collection; old: Doc; doc: Doc; replacement: boolean }
  | { op: 'delete'; c: Collection; old: Doc }
  | { op: 'drop'; c: Collection }
  | { op: 'dropDatabase'; db: string }
) & { txn?: TxnTag };

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** A collection's documents by _id key: a Map, or a transaction's snapshot over the live one (transactions/snapshot-docs.ts). */
export interface DocMap extends Iterable<[string, Doc]> {
  readonly size: number;
  get(idKey: string): Doc | undefined;
  has(idKey: string): boolean;
  set(idKey: string, doc: Doc): unknown;
  delete(idKey: string): boolean;
  values(): Iterable<Doc>;
}

export class Collection {
  readonly indexes: Index[];
  constructor(readonly db: string, readonly name: string, readonly options: Doc = {}, readonly docs: DocMap = new Map<string, Doc>()) {
    this.indexes = [new Index(ID_INDEX, `${db}.${name}`)];
  }
  get ns(): string { return `${this.db}.${this.name}`; }
  get uniqueIndexes(): Index[] { return this.indexes.filter((i) => i.unique && i.name !== '_id_'); }
  /** The next insertion sequence (natural order), stamped on each version stored (stored-stamp.ts). */
  private nextSeq = 0;
  all(): Doc[] { return Array.from(this.docs.values()); }
  takeSeq(): number { return this.nextSeq++; }
  /** Continues another collection's natural order (a transaction's copy of it). */
  continueSeq(from: Collection): void { this.nextSeq = from.nextSeq; }
  /** Indexes with ordered entries, built on first use (after a restart or createIndex). */
  orderedIndexes(): Index[] {
    const out: Index[] = [];
    for (const ix of this.indexes) {
      if (!ix.tree) continue;
      if (!ix.tree.built) ix.tree.build(this.docs);
      out.push(ix);
    }
    return out;
  }
  getById(id: unknown): Doc | undefined { return this.docs.get(valueKey(id)); }
}

/**
 * A document about to be stored, measured once: its BSON size, and when a journal is
 * attached its serialised bytes (which the journal record reuses instead of serialising the
 * document a second time).
 */
interface Measured { size: number; bytes?: Uint8Array }

export class Store {
  readonly dbs = new Map<string, Map<string, Collection>>();
  /** Called with every effect; the journal appends it. `docBytes` is the serialised `d` of a put. */
  onRecord: ((r: JournalRecord, docBytes?: Uint8Array) => void) | null = null;
  /** Called with every change to the data after it is made (change streams, the snapshots of open transactions). */
  readonly changeListeners: ((ch: StoreChange) => void)[] = [];
  /** True while journal/snapshot records are applied (a load): index entries are built once at its end (buildIndexes). */
  private replaying = false;

  private log(r: JournalRecord, docBytes?: Uint8Array): void {
    if (this.onRecord) this.onRecord(r, docBytes);
  }

  private changed(ch: StoreChange): void {
    if (this.replaying) return;
    for (const l of this.changeListeners) l(ch);
  }

  /**
   * Size of a document to store. With a journal the document is serialised anyway, so the
   * bytes give the size; without one, `knownSize` (from an update's diff) or a size count.
   */
  private measure(doc: Doc, knownSize: number | undefined, tooLarge: (size: number) => Error): Measured {
    if (this.onRecord) {
      let bytes: Uint8Array;
      try {
        bytes = BSON.serialize(doc); // the same options frame() uses for a journal record
      } catch (e) {
        const size = bsonSize(doc); // serialize refuses documents past its buffer
        if (size > MAX_BSON_SIZE) throw tooLarge(size);
        throw e;
      }
      if (bytes.length > MAX_BSON_SIZE) throw tooLarge(bytes.length);
      return { size: bytes.length, bytes };
    }
    const size = knownSize ?? bsonSize(doc);
    if (size > MAX_BSON_SIZE) throw tooLarge(size);
    return { size };
  }

  getCollection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Gets or implicitly creates a collection (as writes and createIndexes do). */
  ensureCollection(db: string, name: string): Collection {
    const existing = this.getCollection(db, name);
    if (existing) return existing;
    return this.createCollection(db, name, {});
  }

  createCollection(db: string, name: string, opts: Doc): Collection {
    validateNames(db, name);
    if (this.getCollection(db, name)) throw err(48, `Collection ${db}.${name} already exists.`);
    let m = this.dbs.get(db);
    if (!m) { m = new Map(); this.dbs.set(db, m); }
    const c = new Collection(db, name, opts);
    m.set(name, c);
    this.log({ o: 'createColl', db, c: name, opts });
    return c;
  }

  dropCollection(db: string, name: string): boolean {
    const m = this.dbs.get(db);
    if (!m || !m.has(name)) return false;
    const c = m.get(name)!;
    m.delete(name);
    if (m.size === 0) this.dbs.delete(db);
    this.log({ o: 'dropColl', db, c: name });
    this.changed({ op: 'drop', c });
    return true;
  }

  dropDatabase(db: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls) return false;
    this.dbs.delete(db);
    this.log({ o: 'dropDb', db });
    for (const c of colls.values()) this.changed({ op: 'drop', c });
    this.changed({ op: 'dropDatabase', db });
    return true;
  }

  /** Throws E11000 / size errors without changing anything. Returns per-index keys. */
  private checkWrite(c: Collection, doc: Doc, idKey: string, replacing: Doc | undefined): string[][] {
    if (!replacing && c.docs.has(idKey)) throw c.indexes[0].duplicateError(doc);
    return c.uniqueIndexes.map((ix) => ix.check(doc, idKey));
  }

  insert(c: Collection, doc: Doc): Doc {
    doc = idFirst(doc);
    shareRepeatedValues(doc);
    const m = this.measure(doc, undefined, (size) => err(2, `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_SIZE}`));
    checkId(doc._id);
    const idKey = valueKey(doc._id);
    const keys = this.checkWrite(c, doc, idKey, undefined);
    c.docs.set(idKey, doc);
    const seq = c.takeSeq();
    stamp(doc, seq, m.size);
    rememberStored(doc, m.size, m.bytes);
    c.uniqueIndexes.forEach((ix, i) => ix.add(keys[i], idKey));
    for (const ix of c.indexes) ix.tree?.add(doc, idKey, seq);
    this.log({ o: 'put', db: c.db, c: c.name, d: doc }, m.bytes);
    this.changed({ op: 'insert', c, doc });
    return doc;
  }

  /**
   * Replaces `old` with `doc`. `sizeDelta` (bsonSize(doc) - bsonSize(old), from the update's
   * diff) spares measuring the whole document again when no journal needs its bytes.
   */
  replace(c: Collection, old: Doc, doc: Doc, sizeDelta?: number, replacement = false): void {
    const oldSize = sizeDelta === undefined ? undefined : sizeOf(old);
    const known = oldSize === undefined ? undefined : oldSize + sizeDelta!;
    const m = this.measure(doc, known, () => err(17419, `Resulting document after update is larger than ${MAX_BSON_SIZE}`));
    shareRepeatedValues(doc);
    const idKey = valueKey(old._id);
    const keys = this.checkWrite(c, doc, idKey, old);
    c.uniqueIndexes.forEach((ix, i) => { ix.remove(old, idKey); ix.add(keys[i], idKey); });
    c.docs.set(idKey, doc);
    const seq = seqOf(old);
    stamp(doc, seq, m.size);
    for (const ix of c.indexes) { ix.tree?.remove(old, idKey, seq); ix.tree?.add(doc, idKey, seq); }
    rememberStored(doc, m.size, m.bytes);
    this.log({ o: 'put', db: c.db, c: c.name, d: doc }, m.bytes);
    this.changed({ op: 'update', c, old, doc, replacement });
  }

  remove(c: Collection, doc: Doc): void {
    const idKey = valueKey(doc._id);
    if (!c.docs.delete(idKey)) return;
    for (const ix of c.uniqueIndexes) ix.remove(doc, idKey);
    for (const ix of c.indexes) ix.tree?.remove(doc, idKey, seqOf(doc));
    this.log({ o: 'del', db: c.db, c: c.name, id: doc._id });
    this.changed({ op: 'delete', c, old: doc });
  }

  /**
   * One pass of the TTL monitor: deletes every document whose TTL-indexed date (the
   * earliest one for an array) plus expireAfterSeconds is at or before `now`. The deletes
   * are journaled like any other. Returns how many documents were deleted.
   */
  expireTtl(now: number): number {
    let deleted = 0;
    for (const colls of [...this.dbs.values()]) {
      for (const c of [...colls.values()]) {
        const ttl = c.indexes.filter((ix) => ix.expireAfterSeconds !== undefined);
        if (!ttl.length) continue;
        const expired: Doc[] = [];
        for (const d of c.docs.values()) {
          if (ttl.some((ix) => { const at = ix.expiresAt(d); return at !== undefined && at <= now; })) expired.push(d);
        }
        for (const d of expired) { this.remove(c, d); deleted++; }
      }
    }
    return deleted;
  }

  /** Adds an index; builds (and for unique ones checks) it over existing documents. */
  createIndex(c: Collection, spec: IndexSpec): boolean {
    const same = c.indexes.find((i) => i.name === spec.name);
    const sameKey = c.indexes.find((i) => keyEquals(i.spec.key, spec.key) && !!i.spec.unique === !!spec.unique && !i.spec.partialFilterExpression === !spec.partialFilterExpression);
    if (same) {
      if (!keyEquals(same.spec.key, spec.key)) throw err(86, `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
      if (!!same.spec.unique !== !!spec.unique || !!same.spec.sparse !== !!spec.sparse) throw err(86, `An existing index has the same name as the requested index but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
      if (String(same.spec.expireAfterSeconds) !== String(spec.expireAfterSeconds)) throw err(85, `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(same.spec)}`);
      return false;
    }
    if (sameKey && sameKey.name !== spec.name && !spec.partialFilterExpression) {
      throw err(85, `Index already exists with a different name: ${sameKey.name}`);
    }
    const ix = new Index(spec, c.ns);
    if (ix.unique) {
      for (const [idKey, doc] of c.docs) {
        const keys = ix.keysOf(doc);
        for (const k of keys) {
          const owner = ix.entries.get(k);
          if (owner !== undefined && owner !== idKey) throw ix.duplicateError(doc, k);
        }
        ix.add(keys, idKey);
      }
    }
    c.indexes.push(ix);
    // Its ordered entries now, as mongod builds an index when it is created: a build left for the first query would
    // hold every command while a large collection is sorted (a year of orders: seconds). Writes then keep them.
    if (!this.replaying) ix.tree?.build(c.docs);
    this.log({ o: 'createIndex', db: c.db, c: c.name, spec });
    return true;
  }

  /** Puts a collection made elsewhere (a transaction's snapshot of one) in this store. Nothing is journaled or heard. */
  adopt(c: Collection): void {
    let m = this.dbs.get(c.db);
    if (!m) { m = new Map(); this.dbs.set(c.db, m); }
    m.set(c.name, c);
  }

  /** Builds the ordered entries every index still lacks: once, at the end of a load (see `replaying`). */
  buildIndexes(): void {
    for (const colls of this.dbs.values()) for (const c of colls.values()) c.orderedIndexes();
  }

  dropIndex(c: Collection, name: string): void {
    const i = c.indexes.findIndex((x) => x.name === name);
    if (i < 0) throw err(27, `index not found with name [${name}]`);
    if (name === '_id_') throw err(72, 'cannot drop _id index');
    c.indexes.splice(i, 1);
    this.log({ o: 'dropIndex', db: c.db, c: c.name, name });
  }

  /** Replaces an index's options in place (collMod: expireAfterSeconds, hidden); the key is unchanged. */
  modifyIndex(c: Collection, spec: IndexSpec): void {
    const i = c.indexes.findIndex((x) => x.name === spec.name);
    if (i < 0) throw err(27, `index not found with name [${spec.name}]`);
    const ix = new Index(spec, c.ns);
    for (const [k, v] of c.indexes[i].entries) ix.entries.set(k, v);
    c.indexes[i] = ix;
    if (!this.replaying) ix.tree?.build(c.docs);
    this.log({ o: 'modIndex', db: c.db, c: c.name, spec });
  }

  /** Applies a journal/snapshot record during recovery (no logging). */
  replay(r: JournalRecord): void {
    const saved = this.onRecord;
    this.onRecord = null;
    this.replaying = true;
    try {
      switch (r.o) {
        case 'createColl': if (!this.getCollection(r.db, r.c)) this.createCollection(r.db, r.c, r.opts ?? {}); break;
        case 'dropColl': this.dropCollection(r.db, r.c); break;
        case 'dropDb': this.dropDatabase(r.db); break;
        case 'createIndex': {
          const c = this.ensureCollection(r.db, r.c);
          if (!c.indexes.some((i) => i.name === r.spec.name)) this.createIndex(c, r.spec);
          break;
        }
        case 'modIndex': { const c = this.getCollection(r.db, r.c); if (c) this.modifyIndex(c, r.spec); break; }
        case 'dropIndex': { const c = this.getCollection(r.db, r.c); if (c && c.indexes.some((i) => i.name === r.name)) this.dropIndex(c, r.name); break; }
        case 'put': case 'puts': {
          const c = this.ensureCollection(r.db, r.c);
          for (const d of r.o === 'put' ? [r.d] : r.ds) {
            const old = c.getById(d._id);
            if (old) this.replace(c, old, d); else this.insert(c, d);
          }
          break;
        }
        case 'del': { const c = this.getCollection(r.db, r.c); const old = c?.getById(r.id); if (c && old) this.remove(c, old); break; }
        case 'txn': for (const op of r.ops) this.replay(op); this.replaying = true; break;
      }
    } finally {
      this.onRecord = saved;
      this.replaying = false;
    }
  }
}

function keyEquals(a: Doc, b: Doc): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && String(a[k]) === String(b[k]));
}

export function validateNames(db: string, coll?: string): void {
  if (!db || /[/\\. "$\0]/.test(db) || db.length > 64) throw err(73, `Invalid database name: '${db}'`);
  if (coll !== undefined) {
    if (typeof coll !== 'string' || !coll || coll.includes('\0') || coll.startsWith('.') || coll.includes('$')) {
      throw err(73, `Invalid collection name: ${String(coll)}`);
    }
  }
}

/** mongod's refusals of an `_id` value: an array, a regex, or an object with a `$`-prefixed field. */
export function checkId(id: unknown): void {
  if (Array.isArray(id)) throw err(2, `can't use an array for _id`);
  if (id instanceof RegExp || id instanceof BSONRegExp) throw err(2, `can't use a regex for _id`);
  if (isPlainObject(id)) {
    for (const k of Object.keys(id)) if (k.startsWith('$')) throw err(52, `_id fields may not contain '$'-prefixed fields: ${k} is not valid for storage.`);
  }
}
