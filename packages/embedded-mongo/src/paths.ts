/**
 * Field paths of updates and projections, the way mongod treats them:
 * - the one rule for path conflicts (a path may not be a prefix of another, or equal to it),
 * - the one resolution of positional elements (`$`, `$[]`, `$[ident]`) into concrete paths,
 *   done once per update against the document BEFORE the update,
 * - the index the positional `$` stands for (shared by updates and the `arr.$` projection).
 */
import { Doc, isPlainObject } from './values';
import { err } from './errors';
import { makeQuery, type Matcher } from './query';

/**
 * The one rule for colliding paths: a path may not equal another or be a prefix of it.
 * `conflict(a, b)` makes the error for `b` colliding with its prefix (or twin) `a`; by
 * default mongod's update conflict (code 40). Projections use it with their own error.
 */
export function checkPathConflicts(paths: string[], conflict: (a: string, b: string) => Error = updateConflict): void {
  if (paths.length < 2) return;
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1];
    const b = sorted[i];
    if (a === b || b.startsWith(a + '.')) throw conflict(a, b);
  }
}

const updateConflict = (a: string, b: string) => err(40, `Updating the path '${b}' would create a conflict at '${a}'`);

/** Two positional templates that landed on the same element. */
export const createdConflict = (a: string) => err(40, `Update created a conflict at '${a}'`);

/** Array filters compiled once per update: identifier -> query on `{ident: element}`. */
export type ArrayFilterSet = Map<string, Matcher>;

export function compileArrayFilters(arrayFilters: unknown): ArrayFilterSet {
  const out: ArrayFilterSet = new Map();
  if (arrayFilters === undefined || arrayFilters === null) return out;
  if (!Array.isArray(arrayFilters)) throw err(14, "BSON field 'arrayFilters' is the wrong type, expected type 'array'");
  for (const f of arrayFilters) {
    if (!isPlainObject(f)) throw err(14, 'Each array filter must be an object');
    const ids = new Set<string>();
    collectIdentifiers(f, ids);
    if (ids.size === 0) throw err(2, 'Cannot use an expression without a top-level field name in arrayFilters');
    if (ids.size > 1) {
      const [a, b] = [...ids];
      throw err(9, `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${a}' and '${b}'`);
    }
    const id = [...ids][0];
    if (out.has(id)) throw err(9, `Found multiple array filters with the same top-level field name ${id}`);
    out.set(id, makeQuery(f));
  }
  return out;
}

function collectIdentifiers(f: Doc, ids: Set<string>): void {
  for (const [k, v] of Object.entries(f)) {
    if (k === '$and' || k === '$or' || k === '$nor') {
      if (Array.isArray(v)) for (const sub of v) if (isPlainObject(sub)) collectIdentifiers(sub, ids);
      continue;
    }
    if (k.startsWith('$')) continue;
    const dot = k.indexOf('.');
    ids.add(dot < 0 ? k : k.slice(0, dot));
  }
}

const IDENT = /^[a-z][a-zA-Z0-9]*$/;

/** Does this path hold a positional element? */
export const isPositional = (path: string): boolean => path.includes('$');

/** Checks a path's positional elements when the update is parsed (before any document is seen). */
export function checkPositionalSyntax(path: string, filters: ArrayFilterSet, used: Set<string>): void {
  let dollars = 0;
  for (const part of path.split('.')) {
    if (part === '$') dollars++;
    else if (part === '$[]') continue;
    else if (part.startsWith('$[') && part.endsWith(']')) {
      const id = part.slice(2, -1);
      if (!IDENT.test(id)) throw err(2, `The array filter identifier '${id}' must begin with a lowercase letter and contain only alphanumeric characters`);
      if (!filters.has(id)) throw err(2, `No array filter found for identifier '${id}' in path '${path}'`);
      used.add(id);
    }
    // other `$`-prefixed names ('a.$b', '$k', 'data.$*._id') are plain field names, as mongod 5.0+ stores them
  }
  if (dollars > 1) throw err(2, `Too many positional (i.e. '$') elements found in path '${path}'`);
}

/**
 * Index of the array element at `arrayPath` that the query `filter` matched: what `$` stands
 * for. The conditions of the filter on that array (top level and inside $and) are tested
 * against each element alone, as mongod records the matching element while it matches.
 */
export function positionalIndex(doc: Doc, filter: Doc, arrayPath: string): number | undefined {
  const arr = valueAt(doc, arrayPath.split('.'));
  if (!Array.isArray(arr)) return undefined;
  const conds: Doc[] = [];
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) { for (const sub of v) if (isPlainObject(sub)) visit(sub); continue; }
      if (k === arrayPath || k.startsWith(arrayPath + '.')) conds.push({ [k]: v });
    }
  };
  visit(filter);
  if (!conds.length) return undefined;
  const wrap = (el: unknown): Doc => {
    const parts = arrayPath.split('.');
    let out: unknown = [el];
    for (let i = parts.length - 1; i >= 0; i--) out = { [parts[i]]: out };
    return out as Doc;
  };
  const all = makeQuery(Object.assign({}, ...conds) as Doc);
  for (let i = 0; i < arr.length; i++) if (all.test(wrap(arr[i]))) return i;
  const first = makeQuery(conds[0]);
  for (let i = 0; i < arr.length; i++) if (first.test(wrap(arr[i]))) return i;
  return undefined;
}

/** Value at concrete path parts (numeric parts index arrays); undefined when missing. */
export function valueAt(doc: unknown, parts: string[]): unknown {
  let cur = doc;
  for (const p of parts) {
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(p)) return undefined;
      cur = cur[Number(p)];
    } else if (isPlainObject(cur)) cur = cur[p];
    else return undefined;
  }
  return cur;
}

export interface PositionContext {
  /** The document before the update. */
  doc: Doc;
  filter: Doc;
  filters: ArrayFilterSet;
  /** The upsert case: a `$` has no query match to stand for. */
  inserting: boolean;
}

/**
 * Expands a path with positional elements into the concrete paths it designates in the
 * document before the update (none when `$[ident]` matches no element).
 */
export function resolvePositions(path: string, ctx: PositionContext): string[] {
  if (!isPositional(path)) return [path];
  const parts = path.split('.');
  const out: string[] = [];
  const walk = (cur: unknown, i: number, prefix: string[]): void => {
    if (i === parts.length) { out.push(prefix.join('.')); return; }
    const part = parts[i];
    if (part === '$' || part.startsWith('$[')) {
      const at = prefix.join('.');
      if (part === '$') {
        const idx = ctx.inserting ? undefined : positionalIndex(ctx.doc, ctx.filter, at);
        if (idx === undefined) throw err(2, 'The positional operator did not find the match needed from the query.');
        walk((cur as unknown[])[idx], i + 1, [...prefix, String(idx)]);
        return;
      }
      if (cur === undefined) throw err(2, `The path '${at}' must exist in the document in order to apply array updates.`);
      if (!Array.isArray(cur)) throw err(2, `Cannot apply array updates to non-array element ${at}: ${JSON.stringify(cur)}`);
      const q = part === '$[]' ? undefined : ctx.filters.get(part.slice(2, -1));
      const id = part === '$[]' ? '' : part.slice(2, -1);
      for (let k = 0; k < cur.length; k++) {
        if (q && !q.test({ [id]: cur[k] })) continue;
        walk(cur[k], i + 1, [...prefix, String(k)]);
      }
      return;
    }
    walk(valueAt(cur, [part]), i + 1, [...prefix, part]);
  };
  walk(ctx.doc, 0, []);
  return out;
}

/** mongod's processing order of update paths: field names lexicographically, numeric parts numerically. */
export function comparePaths(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  const n = Math.min(pa.length, pb.length);
  for (let i = 0; i < n; i++) {
    if (pa[i] === pb[i]) continue;
    const na = /^\d+$/.test(pa[i]);
    const nb = /^\d+$/.test(pb[i]);
    if (na && nb) return Number(pa[i]) - Number(pb[i]);
    return pa[i] < pb[i] ? -1 : 1;
  }
  return pa.length - pb.length;
}
