/**
 * Applying update documents (operator updates via mingo's updater, replacements,
 * pipeline updates) and building upsert documents, with mongod's numeric typing:
 * a field updated by $inc/$mul/$min/$max keeps its double/long type.
 */
import { updateOne as mingoUpdateOne } from 'mingo';
import * as mingoUpdateOps from 'mingo/operators/update';
import { Double, Long, ObjectId } from 'bson';
import { clone, diffDocs, Doc, idFirst, isPlainObject, setPath, valuesEqual, toNumber } from './values';
import { err, MongoCommandError } from './errors';
import { CONTEXT, updateOptions } from './matcher';

type UpdateOperatorFn = (expr: Doc, arrayFilters: Doc[], options: unknown) => (doc: Doc) => string[];
const UPDATE_OPS = mingoUpdateOps as unknown as Record<string, UpdateOperatorFn>;

const SUPPORTED = new Set(['$set', '$unset', '$inc', '$push', '$pull', '$pullAll', '$addToSet', '$pop', '$min', '$max', '$mul', '$rename', '$setOnInsert', '$currentDate', '$bit']);
const ARITH = new Set(['$inc', '$mul', '$min', '$max']);

export type UpdateSpec = Doc | Doc[];

export function isOperatorUpdate(u: UpdateSpec): boolean {
  if (Array.isArray(u)) return false;
  const keys = Object.keys(u);
  return keys.length > 0 && keys[0].startsWith('$');
}

export function validateUpdate(u: unknown): void {
  if (Array.isArray(u)) return;
  if (!isPlainObject(u)) throw err(14, 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  if (keys.length && keys[0].startsWith('$')) {
    for (const k of keys) {
      if (!k.startsWith('$')) throw err(9, 'Unknown modifier: ' + k + '. Expected a valid update modifier or pipeline-style update specified as an array');
      if (!SUPPORTED.has(k)) throw err(9, `Unknown modifier: ${k}. Expected a valid update modifier or pipeline-style update specified as an array`);
      if (!isPlainObject(u[k])) throw err(9, `Modifiers operate on fields but we found type ${Array.isArray(u[k]) ? 'array' : typeof u[k]} instead. For example: {$mod: {<field>: ...}} not {${k}: ${JSON.stringify(u[k])}}`);
    }
  } else {
    for (const k of keys) if (k.startsWith('$')) throw err(52, `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`);
  }
}

/**
 * Numbers with a double/long wrapper become plain numbers for mingo; types restored afterwards.
 * `seen.typed` records whether the value held anything retype() would have to restore.
 */
function unwrapNumbers(v: unknown, seen: { typed: boolean }): unknown {
  if (typeof v === 'number') { if (!Number.isInteger(v)) seen.typed = true; return v; }
  if (v instanceof Double) { seen.typed = true; return v.value; }
  if (v instanceof Long) { seen.typed = true; const n = v.toNumber(); return Number.isSafeInteger(n) ? n : v; }
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = unwrapNumbers(v[i], seen);
    return out;
  }
  if (isPlainObject(v)) {
    const o: Doc = {};
    for (const k of Object.keys(v)) o[k] = unwrapNumbers(v[k], seen);
    return o;
  }
  return v;
}

/** Restores double/long types of numbers under `prefixes` by comparing with the old document. */
function retype(newV: unknown, oldV: unknown, amount?: unknown): unknown {
  if (typeof newV === 'number' && Number.isInteger(newV)) {
    if (oldV instanceof Long || amount instanceof Long) return Long.fromNumber(newV);
    if (oldV instanceof Double || amount instanceof Double || (typeof oldV === 'number' && !Number.isInteger(oldV)) || (typeof amount === 'number' && !Number.isInteger(amount))) return new Double(newV);
    return newV;
  }
  if (Array.isArray(newV)) return newV.map((x, i) => retype(x, Array.isArray(oldV) ? oldV[i] : undefined));
  if (isPlainObject(newV)) {
    for (const k of Object.keys(newV)) newV[k] = retype(newV[k], isPlainObject(oldV) ? oldV[k] : undefined);
  }
  return newV;
}

function topField(path: string): string {
  const i = path.indexOf('.');
  return i < 0 ? path : path.slice(0, i);
}

function mingoError(e: unknown): Error {
  if (e instanceof MongoCommandError) return e;
  const m = e instanceof Error ? e.message : String(e);
  if (/immutable field '_id'/.test(m)) return err(66, m);
  if (/conflict/i.test(m)) return err(40, m);
  if (/non-numeric|numeric/i.test(m)) return err(14, m);
  return err(2, m);
}

export interface ApplyResult {
  doc: Doc;
  modified: boolean;
  /** bsonSize(doc) - bsonSize(old): lets the store check the size limit without re-measuring the document. */
  sizeDelta: number;
}

/**
 * Applies `u` to (a copy of) `old`. `filter` drives the positional `$` operator;
 * `inserting` makes $setOnInsert apply.
 */
export function applyUpdate(old: Doc, u: UpdateSpec, filter: Doc, arrayFilters: Doc[] | undefined, inserting: boolean): ApplyResult {
  let next: Doc;
  if (Array.isArray(u)) {
    const work = [clone(old)];
    try {
      mingoUpdateOne(work, {}, u as never, {}, { context: CONTEXT });
    } catch (e) { throw mingoError(e); }
    next = work[0];
  } else if (!isOperatorUpdate(u)) {
    next = {};
    if (old._id !== undefined) next._id = old._id;
    for (const k of Object.keys(u)) {
      if (k === '_id' && old._id !== undefined && !valuesEqual(u._id, old._id)) {
        throw err(66, `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(u._id)}`);
      }
      next[k] = clone(u[k]);
    }
  } else {
    const mod: Doc = {};
    const arithTops = new Set<string>();
    const amounts = new Map<string, unknown>();
    const typedAmounts = new Set<string>();
    for (const [op, spec] of Object.entries(u)) {
      if (op === '$setOnInsert') {
        if (!inserting) continue;
        mod.$set = { ...(mod.$set as Doc | undefined), ...(spec as Doc) };
        continue;
      }
      if (ARITH.has(op)) {
        const conv: Doc = {};
        for (const [p, amt] of Object.entries(spec as Doc)) {
          if (!(typeof amt === 'number' || amt instanceof Double || amt instanceof Long) && op !== '$min' && op !== '$max') {
            throw err(14, `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${p}: ${String(amt)}}`);
          }
          arithTops.add(topField(p));
          amounts.set(topField(p), amt);
          if (!(typeof amt === 'number' && Number.isInteger(amt))) typedAmounts.add(topField(p));
          conv[p] = unwrapNumbers(amt, { typed: false });
        }
        mod[op] = { ...(mod[op] as Doc | undefined), ...conv };
      } else {
        mod[op] = { ...(mod[op] as Doc | undefined), ...(spec as Doc) };
      }
    }
    checkConflicts(mod);
    // Copy only the top-level fields the update can touch; the others are shared with the
    // stored document (stored documents are never mutated in place). Fields updated by an
    // arithmetic operator are copied with their Double/Long numbers unwrapped for mingo.
    const touched = new Set<string>();
    for (const [op, spec] of Object.entries(mod)) {
      for (const [p, v] of Object.entries(spec as Doc)) {
        touched.add(topField(p));
        if (op === '$rename' && typeof v === 'string') touched.add(topField(v));
      }
    }
    const work: Doc = {};
    const retypeTops = new Set(typedAmounts);
    for (const k of Object.keys(old)) {
      const v = old[k];
      if (!touched.has(k)) work[k] = v;
      else if (arithTops.has(k)) {
        checkArithTarget(u, k, v);
        const seen = { typed: false };
        work[k] = unwrapNumbers(v, seen);
        if (seen.typed) retypeTops.add(k);
      } else work[k] = clone(v);
    }
    const ops = Object.keys(mod);
    if (ops.length) {
      try {
        // mingo's update operators, called directly: mingo's update() wrapper would copy the
        // whole operator context and re-test the filter on every call.
        const options = updateOptions(filter);
        const filters = arrayFilters ?? [];
        for (const op of ops) UPDATE_OPS[op](mod[op] as Doc, filters, options)(work);
      } catch (e) { throw mingoError(e); }
    }
    // Only fields that held a double/long/fractional number, or got a non-int amount, need their types restored.
    for (const t of retypeTops) if (t in work) work[t] = retype(work[t], old[t], amounts.get(t));
    next = work;
    if (old._id !== undefined && !valuesEqual(next._id, old._id)) {
      throw err(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
    }
  }
  next = idFirst(next);
  const diff = diffDocs(old, next);
  return { doc: next, modified: diff.changed, sizeDelta: diff.sizeDelta };
}

/** mongod refuses $inc on non-numeric values instead of ignoring them. */
function checkArithTarget(u: Doc, top: string, cur: unknown): void {
  for (const op of ['$inc', '$mul']) {
    const spec = u[op] as Doc | undefined;
    if (!spec) continue;
    for (const p of Object.keys(spec)) {
      if (p !== top) continue;
      if (cur !== undefined && cur !== null && typeof cur !== 'number' && !(cur instanceof Double) && !(cur instanceof Long)) {
        throw err(14, `Cannot apply ${op} to a value of non-numeric type. {_id: ...} has the field '${p}' of non-numeric type ${Array.isArray(cur) ? 'array' : typeof cur}`);
      }
    }
  }
}

function checkConflicts(mod: Doc): void {
  const paths: string[] = [];
  for (const spec of Object.values(mod)) for (const p of Object.keys(spec as Doc)) paths.push(p);
  for (const [op, spec] of Object.entries(mod)) if (op === '$rename') for (const v of Object.values(spec as Doc)) paths.push(String(v));
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1];
    const b = sorted[i];
    if (a === b || b.startsWith(a + '.')) {
      throw err(40, `Updating the path '${b}' would create a conflict at '${a}'`);
    }
  }
}

/** Seeds an upsert document from the equality conditions of a filter. */
export function seedFromFilter(filter: Doc): Doc {
  const out: Doc = {};
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) { for (const sub of v) if (isPlainObject(sub)) visit(sub); continue; }
      if (k.startsWith('$')) continue;
      if (isPlainObject(v)) {
        const keys = Object.keys(v);
        if (keys.length && keys[0].startsWith('$')) {
          if ('$eq' in v) setPath(out, k, clone(v.$eq));
          continue;
        }
      }
      if (v instanceof RegExp) continue;
      setPath(out, k, clone(v));
    }
  };
  visit(filter);
  return out;
}

/** Builds the document an upsert inserts. */
export function buildUpsert(filter: Doc, u: UpdateSpec, arrayFilters: Doc[] | undefined): Doc {
  let doc: Doc;
  if (!Array.isArray(u) && !isOperatorUpdate(u)) {
    doc = clone(u);
    const seed = seedFromFilter(filter);
    if (doc._id === undefined && seed._id !== undefined) doc = { _id: seed._id, ...doc };
  } else {
    const seed = seedFromFilter(filter);
    doc = applyUpdate(seed, u, {}, arrayFilters, true).doc;
  }
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  return idFirst(doc);
}

export { toNumber };
