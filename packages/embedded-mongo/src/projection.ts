/**
 * The one projection engine for find and findAndModify, with mongod's rules:
 * - inclusion (`{a: 1}`, `$elemMatch`, `arr.$`, computed fields) or exclusion (`{a: 0}`);
 *   mixing them is code 31254/31253; `_id` may be excluded in either mode;
 * - `$slice` is neither: alone it keeps every field, beside an exclusion too;
 * - inclusion keeps the document's field order with `_id` first; computed fields follow;
 * - dotted paths reach into arrays of documents element by element.
 * Aggregation expressions in computed fields are evaluated by mingo.
 */
import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { Doc, isPlainObject, setPath, toNumber, isNumeric } from './values';
import { err } from './errors';
import { makeQuery, queryOptions, type Matcher } from './query';
import { checkPathConflicts, positionalIndex } from './paths';
import { textScoreOf } from './text-search';

type Leaf =
  | { t: 'include' }
  | { t: 'exclude' }
  | { t: 'slice'; skip: number; limit: number | undefined }
  | { t: 'elemMatch'; q: Matcher }
  | { t: 'positional'; path: string }
  | { t: 'computed'; expr: unknown }
  | { t: 'textScore' };
interface Tree { [k: string]: Leaf | Tree }

const isLeaf = (x: Leaf | Tree): x is Leaf => typeof (x as Leaf).t === 'string';

export interface CompiledProjection {
  inclusion: boolean;
  /** `filter` is what `arr.$` refers to; `options` evaluate computed fields (with `let` variables). */
  apply(doc: Doc, filter: Doc, options?: Options): Doc;
}

/** What applying a projection to one document needs. */
interface ApplyCtx { root: Doc; filter: Doc; options: Options }

/** Find projections (`$slice`, `$elemMatch`, `arr.$`) or aggregation `$project` (objects are expressions). */
export type ProjectionKind = 'find' | 'aggregate';

/** `{a: {b: 1}}` is the projection `{'a.b': 1}`: objects whose keys are not operators are sub-projections. */
function flatten(spec: Doc, prefix: string, out: [string, unknown][]): [string, unknown][] {
  for (const [k, v] of Object.entries(spec)) {
    const path = prefix + k;
    const keys = isPlainObject(v) ? Object.keys(v) : [];
    if (keys.length && !keys[0].startsWith('$')) flatten(v as Doc, path + '.', out);
    else out.push([path, v]);
  }
  return out;
}

function parseSlice(path: string, v: unknown): Leaf {
  if (isNumeric(v)) {
    const n = toNumber(v);
    return n >= 0 ? { t: 'slice', skip: 0, limit: n } : { t: 'slice', skip: n, limit: undefined };
  }
  if (Array.isArray(v) && v.length === 2 && isNumeric(v[0]) && isNumeric(v[1])) {
    const limit = toNumber(v[1]);
    if (limit <= 0) throw err(28724, `Invalid $slice syntax. The given syntax did not match the find() syntax because :: Location31261: Cannot specify a non-positive limit in $slice: ${path}`);
    return { t: 'slice', skip: toNumber(v[0]), limit };
  }
  throw err(28667, `Invalid $slice syntax for field ${path}: expected a number or an array of two numbers`);
}

function parseLeaf(path: string, v: unknown, kind: ProjectionKind): Leaf {
  if (kind === 'find' && path.endsWith('.$')) return { t: 'positional', path: path.slice(0, -2) };
  if (isPlainObject(v)) {
    const keys = Object.keys(v);
    if (kind === 'aggregate' && !(keys.length === 1 && keys[0] === '$meta')) return { t: 'computed', expr: v };
    if (keys.length === 1 && keys[0] === '$slice') return parseSlice(path, v.$slice);
    if (keys.length === 1 && keys[0] === '$elemMatch') {
      if (!isPlainObject(v.$elemMatch)) throw err(31274, `elemMatch: Invalid argument, object required, but got ${typeof v.$elemMatch}`);
      return { t: 'elemMatch', q: makeQuery({ v: { $elemMatch: v.$elemMatch } }) };
    }
    if (keys.length === 1 && keys[0] === '$meta') {
      if (v.$meta !== 'textScore') throw err(17308, `Unsupported argument to $meta: ${String(v.$meta)}`);
      return { t: 'textScore' };
    }
    return { t: 'computed', expr: v };
  }
  if (typeof v === 'boolean' || isNumeric(v)) return (typeof v === 'boolean' ? v : toNumber(v) !== 0) ? { t: 'include' } : { t: 'exclude' };
  return { t: 'computed', expr: v };
}

export function compileProjection(spec: Doc, projKind: ProjectionKind = 'find'): CompiledProjection {
  const tree: Tree = {};
  let includeId = true;
  let mode: 'inclusion' | 'exclusion' | undefined;
  let hasElemMatch = false;
  const leaves: [string, Leaf][] = [];
  for (const [path, v] of flatten(spec, '', [])) {
    const leaf = parseLeaf(path, v, projKind);
    if (path === '_id' && (leaf.t === 'include' || leaf.t === 'exclude')) {
      includeId = leaf.t === 'include';
      continue;
    }
    if (leaf.t === 'elemMatch') hasElemMatch = true;
    const kind = leaf.t === 'exclude' ? 'exclusion' : leaf.t === 'include' || leaf.t === 'positional' || leaf.t === 'computed' ? 'inclusion' : undefined;
    if (kind && mode && kind !== mode) {
      throw kind === 'exclusion'
        ? err(31254, `Cannot do exclusion on field ${path} in inclusion projection`)
        : err(31253, `Cannot do inclusion on field ${path} in exclusion projection`);
    }
    if (kind) mode = kind;
    const key = leaf.t === 'positional' ? leaf.path : path;
    leaves.push([key, leaf]);
  }
  checkPathConflicts(leaves.map(([k]) => k), (a, b) => err(31250, a === b ? `Path collision at ${b}` : `Path collision at ${b} remaining portion ${b.slice(a.length + 1)}`));
  for (const [key, leaf] of leaves) {
    const parts = key.split('.');
    let node = tree;
    for (let i = 0; i < parts.length - 1; i++) node = (node[parts[i]] ??= {}) as Tree;
    node[parts[parts.length - 1]] = leaf;
  }
  // $elemMatch alone makes an inclusion projection; $slice alone keeps every field.
  const inclusion = mode === 'inclusion' || (mode === undefined && hasElemMatch) || (mode === undefined && leaves.length === 0 && includeId && Object.keys(spec).length > 0);
  return {
    inclusion,
    apply(doc, filter, options) {
      const out: Doc = {};
      if (includeId && doc._id !== undefined) out._id = doc._id;
      const ctx: ApplyCtx = { root: doc, filter, options: options ?? queryOptions() };
      const body = inclusion ? include(doc, tree, ctx, true) : exclude(doc, tree, ctx);
      if (!inclusion) addComputed(body, tree, '', ctx, true);
      for (const k of Object.keys(body)) if (k !== '_id') out[k] = body[k];
      if (!includeId) delete out._id;
      return out;
    },
  };
}

function sliceArray(v: unknown, leaf: Extract<Leaf, { t: 'slice' }>): unknown {
  if (!Array.isArray(v)) return v;
  if (leaf.limit === undefined) return v.slice(Math.max(0, v.length + leaf.skip));
  const start = leaf.skip < 0 ? Math.max(0, v.length + leaf.skip) : leaf.skip;
  return v.slice(start, start + leaf.limit);
}

/** Applies a special leaf (slice, elemMatch, positional); `undefined` leaves the field out. */
function special(v: unknown, leaf: Leaf, ctx: ApplyCtx): unknown {
  switch (leaf.t) {
    case 'slice': return sliceArray(v, leaf);
    case 'elemMatch': {
      if (!Array.isArray(v)) return undefined;
      const hit = v.find((el) => leaf.q.test({ v: [el] }));
      return hit === undefined ? undefined : [hit];
    }
    case 'positional': {
      if (!Array.isArray(v)) return v;
      const i = positionalIndex(ctx.root, ctx.filter, leaf.path);
      if (i === undefined) throw err(51246, "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array");
      return [v[i]];
    }
    case 'computed': return evalExpr(ctx.root, leaf.expr, ctx.options);
    case 'textScore': return textScoreOf(ctx.root);
    default: return v;
  }
}

function include(obj: Doc, tree: Tree, ctx: ApplyCtx, top: boolean): Doc {
  const out: Doc = {};
  for (const k of Object.keys(obj)) {
    const node = tree[k];
    if (!node) continue;
    const v = obj[k];
    if (!isLeaf(node)) {
      const sub = includeValue(v, node, ctx);
      if (sub !== undefined) out[k] = sub;
    } else if (node.t === 'include') out[k] = v;
    else if (node.t !== 'computed' && node.t !== 'textScore') {
      const r = special(v, node, ctx);
      if (r !== undefined) out[k] = r;
    }
  }
  if (top) addComputed(out, tree, '', ctx);
  return out;
}

function includeValue(v: unknown, node: Tree, ctx: ApplyCtx): unknown {
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (const el of v) {
      if (Array.isArray(el)) out.push(includeValue(el, node, ctx));
      else if (isPlainObject(el)) out.push(include(el, node, ctx, false));
    }
    return out;
  }
  if (isPlainObject(v)) return include(v, node, ctx, false);
  return undefined;
}

/** Computed fields come after the included ones, in the order of the projection. */
function addComputed(out: Doc, tree: Tree, prefix: string, ctx: ApplyCtx, onlyMeta = false): void {
  for (const [k, node] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (!isLeaf(node)) addComputed(out, node, path, ctx, onlyMeta);
    else if (node.t === 'textScore' || (node.t === 'computed' && !onlyMeta)) {
      const v = special(undefined, node, ctx);
      if (v !== undefined) setPath(out, path, v); // a computed field that evaluates to missing ($$REMOVE) is left out
    }
  }
}

function exclude(obj: Doc, tree: Tree, ctx: ApplyCtx): Doc {
  const out: Doc = {};
  for (const k of Object.keys(obj)) {
    const node = tree[k];
    const v = obj[k];
    if (!node) out[k] = v;
    else if (!isLeaf(node)) out[k] = excludeValue(v, node, ctx);
    else if (node.t !== 'exclude' && node.t !== 'textScore') {
      const r = special(v, node, ctx);
      if (r !== undefined) out[k] = r;
    }
  }
  return out;
}

function excludeValue(v: unknown, node: Tree, ctx: ApplyCtx): unknown {
  if (Array.isArray(v)) return v.map((el) => (Array.isArray(el) || isPlainObject(el) ? excludeValue(el, node, ctx) : el));
  if (isPlainObject(v)) return exclude(v, node, ctx);
  return v;
}

/** The aggregation `$project` stage, on the same engine (mongod's field order: `_id` first, then the document's). */
export function projectStage(coll: { map(f: (d: Doc) => Doc): unknown }, expr: Doc, options: Options): unknown {
  if (!Object.keys(expr).length) throw err(51272, 'Invalid $project :: caused by :: projection specification must have at least one field');
  const p = compileProjection(expr, 'aggregate');
  return coll.map((d) => p.apply(d, {}, options));
}

/** Projects documents found by `filter` (which the positional `arr.$` refers to). */
export function project(docs: Doc[], projection: Doc | undefined, filter: Doc): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const p = compileProjection(projection);
  return docs.map((d) => p.apply(d, filter));
}
