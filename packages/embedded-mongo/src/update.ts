/**
 * Applying update documents: operator updates (update-ops.ts on positions resolved once by
 * paths.ts), replacements, pipeline updates (mingo), and building upsert documents.
 */
import { ObjectId } from 'bson';
import { bsonTypeName, clone, diffDocs, Doc, formatValue, idFirst, isPlainObject, setPath, valuesEqual, toNumber } from './values';
import { err, MongoCommandError } from './errors';
import { aggregate } from './matcher';
import { ArrayFilterSet, checkPathConflicts, createdConflict, checkPositionalSyntax, comparePaths, compileArrayFilters, isPositional, resolvePositions } from './paths';
import { checkOperatorArgument, OpEnv, UPDATE_OPERATORS } from './update-ops';

const SUPPORTED = new Set(['$set', '$unset', '$inc', '$push', '$pull', '$pullAll', '$addToSet', '$pop', '$min', '$max', '$mul', '$rename', '$setOnInsert', '$currentDate', '$bit']);

export type UpdateSpec = Doc | Doc[];

/** The stages mongod accepts in a pipeline-style update. */
const PIPELINE_UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

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

function mingoError(e: unknown): Error {
  if (e instanceof MongoCommandError) return e;
  const m = e instanceof Error ? e.message : String(e);
  if (/immutable field '_id'/.test(m)) return err(66, m);
  return err(2, m);
}

export interface ApplyResult {
  doc: Doc;
  modified: boolean;
  /** bsonSize(doc) - bsonSize(old): lets the store check the size limit without re-measuring the document. */
  sizeDelta: number;
}

interface OpEntry { op: string; path: string; arg: unknown }

/** An update parsed once per statement; applied to each matching document. */
export interface PreparedUpdate {
  spec: UpdateSpec;
  kind: 'operators' | 'replacement' | 'pipeline';
  entries: OpEntry[];
  positional: boolean;
  filters: ArrayFilterSet;
  /** The command's `let` values, for pipeline updates. */
  variables?: Doc;
}

/**
 * Parses an update the way mongod does before it touches a document: operator arguments,
 * positional syntax and array filters, and the conflict rule on the paths as written.
 */
export function prepareUpdate(u: UpdateSpec, arrayFilters: unknown, variables?: Doc): PreparedUpdate {
  validateUpdate(u);
  const filters = compileArrayFilters(arrayFilters);
  const kind = Array.isArray(u) ? 'pipeline' : isOperatorUpdate(u) ? 'operators' : 'replacement';
  const entries: OpEntry[] = [];
  let positional = false;
  if (kind === 'operators') {
    const used = new Set<string>();
    const paths: string[] = [];
    for (const [op, spec] of Object.entries(u as Doc)) {
      for (const [path, arg] of Object.entries(spec as Doc)) {
        checkOperatorArgument(op, path, arg);
        checkPositionalSyntax(path, filters, used);
        if (isPositional(path)) positional = true;
        entries.push({ op, path, arg });
        paths.push(path);
        if (op === '$rename') paths.push(String(arg));
      }
    }
    checkPathConflicts(paths);
    for (const id of filters.keys()) {
      if (!used.has(id)) throw err(9, `The array filter for identifier '${id}' was not used in the update ${JSON.stringify(u)}`);
    }
  } else if (kind === 'pipeline') {
    for (const stage of u as Doc[]) {
      const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_UPDATE_STAGES.has(name)) {
        throw err(72, `${String(name)} is not allowed to be used within an update`);
      }
    }
  }
  if (kind !== 'operators' && filters.size) {
    throw err(9, 'arrayFilters may not be specified for pipeline-style or replacement-style updates');
  }
  return { spec: u, kind, entries, positional, filters, variables };
}

/**
 * Applies a prepared update to (a copy of) `old`. Positions (`$`, `$[]`, `$[ident]`) are
 * resolved once, against `old`, for every operator; then the operators run in mongod's
 * path order. `filter` is what `$` stands for; `inserting` makes $setOnInsert apply.
 */
export function applyUpdate(old: Doc, p: PreparedUpdate, filter: Doc, inserting: boolean): ApplyResult {
  let next: Doc;
  if (p.kind === 'pipeline') {
    try {
      next = aggregate([clone(old)], p.spec as Doc[], () => [], p.variables)[0] ?? {};
    } catch (e) { throw mingoError(e); }
    // mongod keeps the _id of a document whose pipeline dropped it.
    if (next._id === undefined && old._id !== undefined) next = { _id: old._id, ...next };
    checkIdUnchanged(old, next);
  } else if (p.kind === 'replacement') {
    const u = p.spec as Doc;
    next = {};
    if (old._id !== undefined) next._id = old._id;
    for (const k of Object.keys(u)) {
      if (k === '_id' && old._id !== undefined && !valuesEqual(u._id, old._id)) {
        throw err(66, `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValue(u._id)}`);
      }
      next[k] = clone(u[k]);
    }
  } else {
    next = applyOperators(old, p, filter, inserting);
    checkIdUnchanged(old, next);
  }
  next = idFirst(next);
  const diff = diffDocs(old, next);
  return { doc: next, modified: diff.changed, sizeDelta: diff.sizeDelta };
}

function checkIdUnchanged(old: Doc, next: Doc): void {
  if (old._id !== undefined && (next._id === undefined || !valuesEqual(next._id, old._id) || bsonTypeName(next._id) !== bsonTypeName(old._id))) {
    throw err(66, "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
}

function applyOperators(old: Doc, p: PreparedUpdate, filter: Doc, inserting: boolean): Doc {
  let concrete: OpEntry[] = [];
  if (p.positional) {
    const ctx = { doc: old, filter, filters: p.filters, inserting };
    for (const e of p.entries) {
      if (e.op === '$setOnInsert' && !inserting) continue;
      for (const path of resolvePositions(e.path, ctx)) concrete.push({ op: e.op, path, arg: e.arg });
    }
    // Two templates (say $[a] and $[b]) may land on the same element.
    checkPathConflicts(concrete.map((e) => e.path), createdConflict);
  } else {
    concrete = inserting ? p.entries : p.entries.filter((e) => e.op !== '$setOnInsert');
  }
  for (const e of concrete) checkTopLevelName(e);
  if (concrete.length > 1) concrete = [...concrete].sort((a, b) => comparePaths(a.path, b.path));
  // Copy-on-write: the operators copy only the containers on their paths (update-ops.ts).
  const work: Doc = { ...old };
  const env: OpEnv = { id: old._id, now: new Date(), fresh: new Set([work]) };
  for (const e of concrete) UPDATE_OPERATORS[e.op](work, e.path, e.arg, env);
  return work;
}

/** Operators that only remove or shrink: a `$`-prefixed name there never reaches storage. */
const REMOVING = new Set(['$unset', '$pull', '$pullAll', '$pop']);

/**
 * mongod's storage rule for operator updates: a top-level field name may not start with `$` (a nested one may, since
 * 5.0). Checked before any operator runs, so nothing is changed.
 */
function checkTopLevelName(e: OpEntry): void {
  const target = e.op === '$rename' ? String(e.arg) : e.path;
  if (REMOVING.has(e.op)) return;
  const first = target.split('.')[0];
  if (first.startsWith('$')) throw err(52, `The dollar ($) prefixed field '${first}' in '${target}' is not valid for storage.`);
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
export function buildUpsert(filter: Doc, p: PreparedUpdate): Doc {
  let doc: Doc;
  if (p.kind === 'replacement') {
    doc = clone(p.spec as Doc);
    const seed = seedFromFilter(filter);
    if (doc._id === undefined && seed._id !== undefined) doc = { _id: seed._id, ...doc };
  } else {
    const seed = seedFromFilter(filter);
    doc = applyUpdate(seed, p, {}, true).doc;
  }
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  return idFirst(doc);
}

export { toNumber };
