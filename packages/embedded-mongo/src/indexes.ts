/**
 * Index definitions. Unique indexes (single/compound, sparse, partial) are enforced via a
 * Map from the canonical key to the owning document's _id key; other indexes are only
 * recorded so they can be listed.
 */
import type { Matcher } from './query';
import { Doc, pathValues, valueKey, formatValue, isPlainObject, isNumeric, toNumber } from './values';
import { err } from './errors';
import { makeQuery } from './matcher';
import { indexStringFold, parseCollation } from './collation';
import { IndexTree, orderedDirections } from './index-tree';

export interface IndexSpec extends Doc {
  v: number;
  key: Doc;
  name: string;
}

const ALLOWED_INDEX_OPTIONS = new Set([
  'key', 'name', 'unique', 'sparse', 'partialFilterExpression', 'background', 'expireAfterSeconds', 'v', 'ns',
  'weights', 'default_language', 'language_override', 'textIndexVersion', '2dsphereIndexVersion', 'collation',
  'hidden', 'wildcardProjection', 'bits', 'min', 'max', 'storageEngine',
]);

export function defaultIndexName(key: Doc): string {
  return Object.entries(key).map(([k, v]) => `${k}_${String(v)}`).join('_');
}

/** A unique index's keys → the _id key of the document holding each: a Map, or a transaction's view of one. */
export interface KeyOwners extends Iterable<[string, string]> {
  get(key: string): string | undefined;
  set(key: string, idKey: string): unknown;
  delete(key: string): boolean;
}

export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  readonly unique: boolean;
  readonly sparse: boolean;
  private readonly partial?: Matcher;
  /** A collated index compares strings folded (case, and at strength 1 accents, ignored). */
  private readonly fold?: (s: string) => string;
  /** unique key -> _id key of the document holding it */
  readonly entries: KeyOwners;
  /** Ordered entries that serve reads (ascending/descending indexes other than _id_; not text, geo or hashed). */
  readonly tree?: IndexTree;

  /** `snapshot`: a transaction's views of another index's entries and tree (transactions/snapshot-collection.ts). */
  constructor(spec: IndexSpec, readonly ns: string, snapshot?: { entries: KeyOwners; tree?: IndexTree }) {
    this.entries = snapshot?.entries ?? new Map<string, string>();
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true || spec.name === '_id_';
    this.sparse = spec.sparse === true;
    if (spec.partialFilterExpression !== undefined) this.partial = makeQuery(spec.partialFilterExpression as Doc);
    this.fold = indexStringFold(spec.collation);
    const dirs = orderedDirections(spec.key);
    if (snapshot) this.tree = snapshot.tree;
    else if (dirs && spec.name !== '_id_') this.tree = new IndexTree(this.fields, dirs, this.partial, this.sparse);
  }

  get partialFilter(): Doc | undefined { return this.spec.partialFilterExpression as Doc | undefined; }

  get name(): string { return this.spec.name; }

  static validate(raw: unknown): IndexSpec {
    if (!isPlainObject(raw)) throw err(9, 'index specification must be an object');
    if (!isPlainObject(raw.key) || Object.keys(raw.key).length === 0) throw err(67, 'Index keys cannot be empty.');
    for (const k of Object.keys(raw)) if (!ALLOWED_INDEX_OPTIONS.has(k)) throw err(197, `The field '${k}' is not valid for an index specification. Specification: ${JSON.stringify(raw)}`);
    if (typeof raw.name !== 'string' || !raw.name) throw err(9, "The 'name' field is a required property of an index specification");
    if (raw.partialFilterExpression !== undefined && !isPlainObject(raw.partialFilterExpression)) throw err(2, 'partialFilterExpression must be an object');
    const spec: IndexSpec = { v: 2, key: raw.key as Doc, name: raw.name };
    for (const [k, v] of Object.entries(raw)) if (k !== 'key' && k !== 'name' && k !== 'v' && k !== 'ns' && k !== 'background') spec[k] = v;
    if (spec.expireAfterSeconds !== undefined) Index.validateTtl(spec);
    Index.normaliseSpecial(spec);
    if (parseCollation(spec.collation) === undefined) delete spec.collation;
    return spec;
  }

  /**
   * Text and 2dsphere indexes are stored the way mongod stores (and lists) them: the text
   * fields become `{_fts: 'text', _ftsx: 1}` with their weights, plus the version fields.
   */
  private static normaliseSpecial(spec: IndexSpec): void {
    const entries = Object.entries(spec.key);
    if (entries.some(([, v]) => v === 'text')) {
      const weights: Doc = {};
      const key: Doc = {};
      let placed = false;
      for (const [k, v] of entries) {
        if (v !== 'text') key[k] = v;
        else {
          weights[k] = 1;
          if (!placed) { key._fts = 'text'; key._ftsx = 1; placed = true; }
        }
      }
      if (isPlainObject(spec.weights)) Object.assign(weights, spec.weights);
      spec.key = key;
      spec.weights = weights;
      spec.default_language ??= 'english';
      spec.language_override ??= 'language';
      spec.textIndexVersion ??= 3;
    }
    if (entries.some(([, v]) => v === '2dsphere')) spec['2dsphereIndexVersion'] ??= 3;
  }

  /** mongod's checks for a TTL index (createIndexes fails with CannotCreateIndex, code 67). */
  private static validateTtl(spec: IndexSpec): void {
    const eas = spec.expireAfterSeconds;
    const shown = JSON.stringify({ key: spec.key, name: spec.name, expireAfterSeconds: String(eas) });
    if (!isNumeric(eas)) throw err(67, `TTL index 'expireAfterSeconds' option must be numeric, but received a type of '${eas === null ? 'null' : Array.isArray(eas) ? 'array' : typeof eas}'. Index spec: ${shown}`);
    const n = toNumber(eas);
    if (Number.isNaN(n) || n < 0 || n > 2147483647) throw err(67, `TTL index 'expireAfterSeconds' option must be within an acceptable range, try a lower number. Index spec: ${shown}`);
    const fields = Object.keys(spec.key);
    if (fields.length !== 1) throw err(67, `TTL indexes are single-field indexes, compound indexes do not support TTL. Index spec: ${shown}`);
    if (fields[0] === '_id') throw err(67, `The field 'expireAfterSeconds' is not valid for an _id index specification. Specification: ${shown}`);
  }

  /** Seconds after the indexed date a document expires, or undefined when this is not a TTL index. */
  get expireAfterSeconds(): number | undefined {
    const eas = this.spec.expireAfterSeconds;
    if (eas === undefined || this.fields.length !== 1 || !isNumeric(eas)) return undefined;
    const n = toNumber(eas);
    return Number.isNaN(n) ? undefined : n;
  }

  /**
   * The instant a document expires under this TTL index: its earliest indexed Date plus
   * expireAfterSeconds. Undefined when the field holds no Date (such documents never expire)
   * or the document is outside a partial index.
   */
  expiresAt(doc: Doc): number | undefined {
    const eas = this.expireAfterSeconds;
    if (eas === undefined) return undefined;
    if (this.partial && !this.partial.test(doc)) return undefined;
    let earliest: number | undefined;
    for (const v of pathValues(doc, this.fields[0])) {
      for (const x of Array.isArray(v) ? v : [v]) {
        if (!(x instanceof Date)) continue;
        const t = x.getTime();
        if (!Number.isNaN(t) && (earliest === undefined || t < earliest)) earliest = t;
      }
    }
    return earliest === undefined ? undefined : earliest + eas * 1000;
  }

  /** Index keys a document produces for this (unique) index, or [] when not indexed. */
  keysOf(doc: Doc): string[] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField: unknown[][] = [];
    let allMissing = true;
    for (const f of this.fields) {
      const raw = pathValues(doc, f);
      const vals: unknown[] = [];
      for (const v of raw) {
        if (v !== undefined) allMissing = false;
        if (Array.isArray(v)) {
          if (v.length === 0) vals.push(undefined);
          else for (const x of v) vals.push(x);
        } else vals.push(v);
      }
      perField.push(vals.length ? vals : [undefined]);
    }
    if (this.sparse && allMissing) return [];
    // Each key is '|' + the fields' value keys, joined into one flat string: these strings are kept for as long as
    // the document is stored, and `+` would keep each as a rope of its pieces.
    let keys: string[][] = [['']];
    for (const vals of perField) {
      const uniq = [...new Set(vals.map((v) => valueKey(v, this.fold)))];
      const nextKeys: string[][] = [];
      for (const k of keys) for (const u of uniq) nextKeys.push([...k, u]);
      keys = nextKeys.slice(0, 10000);
    }
    return [...new Set(keys.map((parts) => parts.join('|')))];
  }

  /** The keyValue object for a duplicate-key error. */
  keyValue(doc: Doc): Doc {
    const out: Doc = {};
    for (const f of this.fields) {
      const vals = pathValues(doc, f).filter((v) => v !== undefined);
      out[f] = vals.length === 0 ? null : vals[0];
    }
    return out;
  }

  duplicateError(doc: Doc, conflictingKey?: string): Error {
    let keyValue = this.keyValue(doc);
    // For multikey (array) fields report the element that clashed when we can find it.
    if (conflictingKey !== undefined) {
      const parts = conflictingKey.split('|').slice(1);
      this.fields.forEach((f, i) => {
        const vals = pathValues(doc, f).flatMap((v) => (Array.isArray(v) ? v : [v]));
        const hit = vals.find((v) => valueKey(v, this.fold) === parts[i]);
        if (hit !== undefined) keyValue = { ...keyValue, [f]: hit };
      });
    }
    const rendered = '{ ' + Object.entries(keyValue).map(([k, v]) => `${k}: ${formatValue(v)}`).join(', ') + ' }';
    return err(11000, `E11000 duplicate key error collection: ${this.ns} index: ${this.name} dup key: ${rendered}`, {
      keyPattern: this.spec.key,
      keyValue,
    });
  }

  /** Throws E11000 if `doc` (whose _id key is idKey) clashes with another document. */
  check(doc: Doc, idKey: string): string[] {
    const keys = this.keysOf(doc);
    for (const k of keys) {
      const owner = this.entries.get(k);
      if (owner !== undefined && owner !== idKey) throw this.duplicateError(doc, k);
    }
    return keys;
  }

  add(keys: string[], idKey: string): void {
    for (const k of keys) this.entries.set(k, idKey);
  }

  remove(doc: Doc, idKey: string): void {
    for (const k of this.keysOf(doc)) if (this.entries.get(k) === idKey) this.entries.delete(k);
  }
}
