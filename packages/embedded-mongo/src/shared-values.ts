/**
 * One copy of the short strings and ObjectIds that many stored documents repeat.
 *
 * Every document a command brings is decoded afresh, so a year of a restaurant's orders held a day's date, a status, a
 * currency, a table's name and the menu's id once per order: about a third of the objects the server's heap was made
 * of (`npm run bench:db-heap`), each one work for the collector on every full collection. Before a version is
 * stored (storage.ts) its strings of up to MAX_STRING characters and its ObjectIds are swapped for an equal value
 * seen before, when there is one. Equal values are interchangeable: a field reads, compares and serialises the same.
 * The tables forget everything when full, so values that never repeat cost little.
 */
import { ObjectId } from 'bson';
import { Doc, isPlainObject } from './values';

const MAX_STRING = 24;
const MAX_ENTRIES = 1 << 16;

let strings = new Map<string, string>();
let objectIds = new Map<string, ObjectId>();

function sharedString(s: string): string {
  if (s.length > MAX_STRING) return s;
  const seen = strings.get(s);
  if (seen !== undefined) return seen;
  if (strings.size >= MAX_ENTRIES) strings = new Map();
  strings.set(s, s);
  return s;
}

function sharedObjectId(id: ObjectId): ObjectId {
  const hex = id.toHexString();
  const seen = objectIds.get(hex);
  if (seen !== undefined) return seen;
  if (objectIds.size >= MAX_ENTRIES) objectIds = new Map();
  objectIds.set(hex, id);
  return id;
}

function shared(v: unknown): unknown {
  if (typeof v === 'string') return sharedString(v);
  if (v === null || typeof v !== 'object') return v;
  if (v.constructor === ObjectId) return sharedObjectId(v as ObjectId);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = shared(v[i]);
  } else if (isPlainObject(v)) {
    shareFields(v, false);
  }
  return v;
}

function shareFields(doc: Doc, top: boolean): void {
  for (const k of Object.keys(doc)) {
    // The _id is unique by definition; `__proto__` is a field only through defineProperty (values.ts), left as it is.
    if ((top && k === '_id') || k === '__proto__') continue;
    const v = doc[k];
    const s = shared(v);
    // Equal strings are === whichever copy they are: a string is always written back.
    if (s !== v || typeof v === 'string') doc[k] = s;
  }
}

/** Swaps, in place, the document's repeated short strings and ObjectIds for their shared copies. */
export function shareRepeatedValues(doc: Doc): void {
  shareFields(doc, true);
}
