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
import { Doc, getOwn, isPlainObject, setOwn, valueKey } from './values';

const MAX_STRING = 24;
const MAX_ENTRIES = 1 << 16;

/** One copy per key, forgotten all at once when full. */
class Copies<T> {
  private byKey = new Map<string, T>();

  /** The copy seen before under `key`, or `value` (kept as the copy from now on). */
  of(key: string, value: T): T {
    const seen = this.byKey.get(key);
    if (seen !== undefined) return seen;
    if (this.byKey.size >= MAX_ENTRIES) this.byKey = new Map();
    this.byKey.set(key, value);
    return value;
  }
}

const strings = new Copies<string>();
const objectIds = new Copies<ObjectId>();

function shared(v: unknown, top = false): unknown {
  if (typeof v === 'string') return v.length > MAX_STRING ? v : strings.of(v, v);
  if (v === null || typeof v !== 'object') return v;
  // Keyed by valueKey: a flat string (bson's own hex is a rope of twelve pieces, kept for as long as the key is).
  if (v.constructor === ObjectId) return objectIds.of(valueKey(v), v as ObjectId);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = shared(v[i]);
  } else if (isPlainObject(v)) {
    // Written back as normalize() writes decoded values (setOwn); the _id is unique by definition.
    for (const k of Object.keys(v)) if (!(top && k === '_id')) setOwn(v, k, shared(getOwn(v, k)));
  }
  return v;
}

/** Swaps, in place, the document's repeated short strings and ObjectIds for their shared copies. */
export function shareRepeatedValues(doc: Doc): void {
  shared(doc, true);
}
