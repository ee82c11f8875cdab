/**
 * In-memory value model and BSON-aware comparison.
 *
 * Documents are decoded with promoteValues:false and then normalised: Int32 and
 * non-integral (or out-of-int32-range) Doubles become JS numbers (they re-encode to the
 * same BSON type), while integral Doubles stay `Double` so they round-trip as doubles.
 * Long, Decimal128, ObjectId, Binary, Timestamp, ... stay bson class instances.
 * Comparison follows mongod's BSON type order; this is the single place where bson
 * values are compared (used by the query operators, sort, index keys and _id lookups).
 */
import { compareStrings } from './collation';
import { BSON, Binary, BSONRegExp, BSONSymbol, Code, DBRef, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp, UUID } from 'bson';

export type Doc = Record<string, unknown>;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * Field names are data: `__proto__`, `constructor`, `toString`, ... are read only as own properties and written
 * with defineProperty, so a document never reaches or changes an object's prototype.
 */
export function getOwn(obj: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? (obj as Doc)[key] : undefined;
}

export function setOwn(obj: Doc, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  else obj[key] = value;
}

/** Normalises one decoded value (recursively). */
export function normalize(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = normalize(v[i]);
    return v;
  }
  if (isPlainObject(v)) {
    for (const k of Object.keys(v)) setOwn(v, k, normalize(getOwn(v, k)));
    return v;
  }
  // a DBRef is kept as the plain `{$ref, $id, $db?, ...}` document it is on the wire, so that queries reach
  // `owner.$id` (it encodes to the same bytes and the driver decodes it as a DBRef again)
  if (v instanceof DBRef) {
    const out: Doc = { $ref: v.collection, $id: normalize(v.oid) };
    if (v.db) out.$db = v.db;
    for (const [k, x] of Object.entries(v.fields ?? {})) out[k] = normalize(x);
    return out;
  }
  if (v instanceof Int32) return v.value;
  if (v instanceof Double) {
    const n = v.value;
    if (Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0)) return v; // keep the double-ness
    return n;
  }
  return v;
}

export function decode(buf: Uint8Array): Doc {
  const d = BSON.deserialize(buf, { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: false, validation: { utf8: false } });
  return normalize(d) as Doc;
}

export function encode(doc: Doc): Buffer {
  return Buffer.from(BSON.serialize(doc, { ignoreUndefined: false }));
}

/** Deep copy of plain objects and arrays; bson values are shared (treated as immutable). */
export function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as unknown as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) setOwn(out, k, clone(getOwn(v, k)));
    return out as T;
  }
  return v;
}

/** Is this a numeric value (any BSON numeric type)? */
export const isNumeric = (v: unknown): boolean =>
  typeof v === 'number' || v instanceof Double || v instanceof Int32 || v instanceof Long || v instanceof Decimal128;

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (v instanceof Double || v instanceof Int32) return v.value;
  if (v instanceof Long) return v.toNumber();
  if (v instanceof Decimal128) return parseFloat(v.toString());
  return NaN;
}

/** Canonical BSON type rank used for ordering (mongod's comparison order). */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  switch (typeof v) {
    case 'number': case 'bigint': return 2;
    case 'string': return 3;
    case 'boolean': return 8;
    case 'object': break;
    default: return 13;
  }
  if (Array.isArray(v)) return 5;
  if (v instanceof ObjectId) return 7; // the most common class: checked first
  if (v instanceof Date) return 9;
  if (isPlainObject(v)) return 4;
  if (isNumeric(v)) return 2;
  if (v instanceof BSONSymbol) return 3;
  if (v instanceof Binary || v instanceof Uint8Array) return 6;
  if (v instanceof Timestamp) return 10;
  if (v instanceof RegExp || v instanceof BSONRegExp) return 11;
  if (v instanceof MinKey) return 0;
  if (v instanceof MaxKey) return 12;
  if (v instanceof DBRef) return 4;
  if (v instanceof Code) return 13;
  return 4;
}

const cmp = <T>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

function cmpBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return cmp(a.length, b.length);
}

function cmpNumbers(a: unknown, b: unknown): number {
  if (a instanceof Long && b instanceof Long) return a.compare(b);
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1; // NaN sorts below all numbers
  if (Number.isNaN(y)) return 1;
  return cmp(x, y);
}

type OidWords = { i0?: unknown; i1: number; i2: number; i3: number };

/**
 * ObjectId order (byte order). bson 7 keeps an ObjectId as four 24-bit words whose numeric
 * order is the byte order; reading them avoids allocating a Buffer per `.id` access.
 */
function cmpObjectIds(a: ObjectId, b: ObjectId): number {
  const x = a as unknown as OidWords;
  const y = b as unknown as OidWords;
  if (typeof x.i0 === 'number' && typeof y.i0 === 'number') {
    return cmp(x.i0, y.i0) || cmp(x.i1, y.i1) || cmp(x.i2, y.i2) || cmp(x.i3, y.i3);
  }
  return cmpBytes(a.id, b.id);
}

/** Total order over BSON values, as mongod sorts and compares them. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 1: case 0: case 12: return 0;
    case 2: return cmpNumbers(a, b);
    case 3: return compareStrings(String(a instanceof BSONSymbol ? a.value : a), String(b instanceof BSONSymbol ? b.value : b));
    case 4: {
      const da = a instanceof DBRef ? a.toJSON() : (a as Doc);
      const db = b instanceof DBRef ? b.toJSON() : (b as Doc);
      const ka = Object.keys(da);
      const kb = Object.keys(db);
      const n = Math.min(ka.length, kb.length);
      for (let i = 0; i < n; i++) {
        const t = typeRank(da[ka[i]]) - typeRank(db[kb[i]]);
        if (t !== 0) return t < 0 ? -1 : 1;
        const c = cmp(ka[i], kb[i]);
        if (c !== 0) return c;
        const v = compareValues(da[ka[i]], db[kb[i]]);
        if (v !== 0) return v;
      }
      return cmp(ka.length, kb.length);
    }
    case 5: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      const n = Math.min(xa.length, xb.length);
      for (let i = 0; i < n; i++) {
        const v = compareValues(xa[i], xb[i]);
        if (v !== 0) return v;
      }
      return cmp(xa.length, xb.length);
    }
    case 6: {
      const ba = a instanceof Binary ? a : new Binary(a as Uint8Array);
      const bb = b instanceof Binary ? b : new Binary(b as Uint8Array);
      const l = cmp(ba.position, bb.position);
      if (l !== 0) return l;
      const s = cmp(ba.sub_type, bb.sub_type);
      if (s !== 0) return s;
      return cmpBytes(ba.buffer.subarray(0, ba.position), bb.buffer.subarray(0, bb.position));
    }
    case 7: return cmpObjectIds(a as ObjectId, b as ObjectId);
    case 8: return cmp(a as boolean, b as boolean);
    case 9: return cmp((a as Date).getTime(), (b as Date).getTime());
    case 10: return (a as Timestamp).compare(b as Timestamp);
    case 11: {
      const sa = a instanceof RegExp ? [a.source, a.flags] : [(a as BSONRegExp).pattern, (a as BSONRegExp).options];
      const sb = b instanceof RegExp ? [b.source, b.flags] : [(b as BSONRegExp).pattern, (b as BSONRegExp).options];
      return cmp(sa[0], sb[0]) || cmp(sa[1], sb[1]);
    }
    default: return cmp(String(a), String(b));
  }
}

export const valuesEqual = (a: unknown, b: unknown): boolean => compareValues(a, b) === 0;

/**
 * Canonical string key of a value: equal values (in mongod's sense, e.g. 1, 1.0 and
 * NumberLong(1)) get equal keys. Used for the _id map and unique index keys.
 */
export function valueKey(v: unknown, fold?: (s: string) => string): string {
  if (v === undefined || v === null) return 'N';
  switch (typeof v) {
    case 'string': return 's' + (fold ? fold(v) : v);
    case 'number': return 'n' + (Object.is(v, -0) ? 0 : v);
    case 'boolean': return v ? 'T' : 'F';
  }
  // Joined, not added: bson builds the hex from twelve pieces, and `'o' + hex` would keep all of them (a rope of 13
  // strings) in every stored key — a third of the heap's objects with many documents (docs/embedded-mongo.md).
  if (v instanceof ObjectId) return ['o', v.toHexString()].join('');
  if (v instanceof Date) return 'd' + v.getTime();
  if (isNumeric(v)) {
    if (v instanceof Long) {
      const n = v.toNumber();
      return Number.isSafeInteger(n) ? 'n' + n : 'l' + v.toString();
    }
    return 'n' + toNumber(v);
  }
  if (Array.isArray(v)) return '[' + v.map((x) => valueKey(x, fold)).join(',') + ']';
  if (isPlainObject(v)) return '{' + Object.keys(v).map((k) => JSON.stringify(k) + ':' + valueKey(v[k], fold)).join(',') + '}';
  if (v instanceof Binary) return 'b' + v.sub_type + ':' + Buffer.from(v.buffer.subarray(0, v.position)).toString('base64');
  if (v instanceof UUID) return 'b4:' + Buffer.from(v.buffer).toString('base64');
  return 'x' + typeRank(v) + ':' + String((v as { toString(): string }).toString());
}

/** BSON $type name of a value. */
export function bsonTypeName(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string': return 'string';
    case 'boolean': return 'bool';
    case 'number': return Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX ? 'int' : 'double';
  }
  if (Array.isArray(v)) return 'array';
  if (isPlainObject(v)) return 'object';
  if (v instanceof Double) return 'double';
  if (v instanceof Int32) return 'int';
  if (v instanceof Long) return 'long';
  if (v instanceof Decimal128) return 'decimal';
  if (v instanceof ObjectId) return 'objectId';
  if (v instanceof Date) return 'date';
  if (v instanceof Binary || v instanceof Uint8Array) return 'binData';
  if (v instanceof RegExp || v instanceof BSONRegExp) return 'regex';
  if (v instanceof Timestamp) return 'timestamp';
  if (v instanceof MinKey) return 'minKey';
  if (v instanceof MaxKey) return 'maxKey';
  if (v instanceof BSONSymbol) return 'symbol';
  if (v instanceof Code) return 'javascript';
  return 'object';
}

/** Renders a value the way mongod prints it in E11000 messages. */
export function formatValue(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof Double) return String(v.value);
  if (v instanceof Long) return v.toString();
  if (v instanceof Decimal128) return v.toString();
  if (Array.isArray(v)) return '[ ' + v.map(formatValue).join(', ') + ' ]';
  if (isPlainObject(v)) return '{ ' + Object.keys(v).map((k) => `${k}: ${formatValue(v[k])}`).join(', ') + ' }';
  return String(v);
}

/** Reads a dotted path without array traversal (returns undefined when missing). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = getOwn(cur, part);
  }
  return cur;
}

/** Values reachable through a dotted path, traversing arrays (mongod's multikey semantics). */
export function pathValues(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (cur: unknown, i: number): void => {
    if (i === parts.length) { out.push(cur); return; }
    if (Array.isArray(cur)) {
      const idx = /^\d+$/.test(parts[i]) ? Number(parts[i]) : -1;
      if (idx >= 0 && idx < cur.length) walk(cur[idx], i + 1);
      else for (const el of cur) if (el !== null && typeof el === 'object' && !Array.isArray(el)) walk(el, i);
      return;
    }
    if (cur === null || typeof cur !== 'object') { out.push(undefined); return; }
    walk(getOwn(cur, parts[i]), i + 1);
  };
  walk(doc, 0);
  return out;
}

/** Sets a dotted path, creating intermediate objects. */
export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = getOwn(cur, parts[i]);
    if (next === null || typeof next !== 'object') setOwn(cur, parts[i], {});
    cur = getOwn(cur, parts[i]) as Doc;
  }
  setOwn(cur, parts[parts.length - 1], value);
}

/** Returns the document with _id as its first field. */
export function idFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === '_id' || !('_id' in doc)) return doc;
  const out: Doc = { _id: doc._id };
  for (const k of keys) if (k !== '_id') setOwn(out, k, getOwn(doc, k));
  return out;
}

export function bsonSize(doc: Doc): number {
  return BSON.calculateObjectSize(doc, { ignoreUndefined: false });
}

/** Encoded size of a value as an element payload (without its type byte and name). */
function payloadSize(v: unknown): number {
  // { v: <value> } = int32 length + type byte + "v\0" + payload + terminator
  return BSON.calculateObjectSize({ v }, { ignoreUndefined: false }) - 8;
}

export interface DocDiff {
  /** false when `b` encodes exactly like `a` (same fields, order, types and values). */
  changed: boolean;
  /** bsonSize(b) - bsonSize(a). */
  sizeDelta: number;
}

/**
 * Compares the stored version `a` of a document with its updated version `b` in one walk,
 * also giving the change in BSON size. Subtrees shared by reference cost nothing, and only
 * values that differ are measured, so an update that changes one number in a large
 * document doesn't pay for serialising the whole document again.
 */
export function diffDocs(a: Doc, b: Doc): DocDiff {
  const state = { changed: false };
  const sizeDelta = diffValue(a, b, state);
  return { changed: state.changed, sizeDelta };
}

function sameKeys(ka: string[], kb: string[]): boolean {
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return false;
  return true;
}

function diffValue(a: unknown, b: unknown, state: { changed: boolean }): number {
  if (a === b && (typeof a !== 'number' || !Object.is(a, -0))) return 0;
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    let d = 0;
    for (let i = 0; i < a.length; i++) d += diffValue(a[i], b[i], state);
    return d;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (sameKeys(ka, Object.keys(b))) {
      let d = 0;
      for (const k of ka) d += diffValue(a[k], b[k], state);
      return d;
    }
  }
  if (!state.changed && !sameEncoding(a, b)) state.changed = true;
  return payloadSize(b) - payloadSize(a);
}

/** Do two leaf values (or differently shaped containers) encode identically? */
function sameEncoding(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b) || (a === b && !Object.is(a, -0) && !Object.is(b, -0));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b) || isPlainObject(a) || isPlainObject(b)) return false; // shapes differ
  if ((a as object).constructor !== (b as object).constructor) return false;
  if (a instanceof Double) return Object.is(a.value, (b as Double).value);
  return compareValues(a, b) === 0;
}
