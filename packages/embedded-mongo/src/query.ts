/**
 * mingo wiring for queries: one Context whose comparison query operators use the BSON-aware comparison from
 * values.ts (mingo's own compares bson classes by toString and refuses cross-type numeric comparison), and the
 * compiled query (makeQuery). The aggregation pipeline (its $sort and $project stages) is in matcher.ts, which builds
 * on this context; projection.ts and paths.ts use this module alone, so no import cycle runs through them.
 */
import { Context } from 'mingo/core';
import { Query } from 'mingo/query';
import * as accumulatorOps from 'mingo/operators/accumulator';
import * as expressionOps from 'mingo/operators/expression';
import * as projectionOps from 'mingo/operators/projection';
import * as queryOps from 'mingo/operators/query';
import * as windowOps from 'mingo/operators/window';
import type { QueryOperator } from 'mingo/types';
import type { Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { Binary, Double, Long } from 'bson';
import { compareValues, typeRank, bsonTypeName, isNumeric, isPlainObject, getPath, toNumber, Doc } from './values';
import { err } from './errors';
import { asPoint, withinShape } from './geo';
import { namesProto, withStandIn } from './proto-names';


function flatInto(x: unknown[], depth: number, out: unknown[]): void {
  for (const el of x) {
    out.push(el);
    if (Array.isArray(el) && depth > 0) flatInto(el, depth - 1, out);
  }
}

const flat = (v: unknown, depth: number): unknown[] => {
  const out: unknown[] = [];
  if (Array.isArray(v)) flatInto(v, depth, out);
  return out;
};

function eqPred(v: unknown, operand: unknown, depth: number): boolean {
  if (operand === null) {
    if (v === null || v === undefined) return true;
    return Array.isArray(v) && flat(v, depth).includes(null);
  }
  if (v === undefined) return false;
  const rank = typeRank(operand);
  if (typeRank(v) === rank && compareValues(v, operand) === 0) return true;
  if (Array.isArray(v)) {
    for (const x of flat(v, depth)) if (x !== undefined && typeRank(x) === rank && compareValues(x, operand) === 0) return true;
  }
  return false;
}

function regexTest(v: unknown, re: RegExp): boolean {
  re.lastIndex = 0;
  return typeof v === 'string' && re.test(v);
}

function inPred(v: unknown, operand: unknown, depth: number): boolean {
  if (!Array.isArray(operand)) throw err(2, '$in needs an array');
  for (const op of operand) {
    if (op instanceof RegExp) {
      if (regexTest(v, op) || (Array.isArray(v) && flat(v, depth).some((x) => regexTest(x, op)))) return true;
    } else if (eqPred(v, op, depth)) return true;
  }
  return false;
}

function rangePred(test: (c: number) => boolean): (v: unknown, operand: unknown, depth: number) => boolean {
  return (v, operand, depth) => {
    const candidates = Array.isArray(v) ? [v, ...flat(v, depth)] : [v];
    const rank = typeRank(operand);
    for (const c of candidates) {
      const cv = c === undefined ? null : c;
      if (typeRank(cv) === rank && test(compareValues(cv, operand))) return true;
    }
    return false;
  };
}

const TYPE_ALIASES: Record<string | number, string> = {
  1: 'double', 2: 'string', 3: 'object', 4: 'array', 5: 'binData', 7: 'objectId', 8: 'bool', 9: 'date', 10: 'null',
  11: 'regex', 13: 'javascript', 16: 'int', 17: 'timestamp', 18: 'long', 19: 'decimal', [-1]: 'minKey', 127: 'maxKey',
};

function typePred(v: unknown, operand: unknown, depth: number): boolean {
  const wanted = (Array.isArray(operand) ? operand : [operand]).map((t) => (typeof t === 'number' ? TYPE_ALIASES[t] : t));
  const matches = (x: unknown) => {
    if (x === undefined) return false;
    const name = bsonTypeName(x);
    return wanted.includes(name) || (wanted.includes('number') && isNumeric(x));
  };
  if (matches(v)) return true;
  return Array.isArray(v) && flat(v, depth).some((x) => !Array.isArray(x) && matches(x));
}

/** $all: every operand matches like $eq (so a scalar equal to the one element matches, as in mongod). */
function allPred(v: unknown, operand: unknown, depth: number): boolean {
  if (!Array.isArray(operand)) throw err(2, '$all needs an array');
  if (!operand.length) return false;
  return operand.every((op) => (op instanceof RegExp
    ? regexTest(v, op) || (Array.isArray(v) && flat(v, depth).some((x) => regexTest(x, op)))
    : eqPred(v, op, depth)));
}

const mingoAll = (queryOps as unknown as Record<string, (s: string, o: unknown, opt: Options) => unknown>).$all;
const allOp = ((selector: string, operand: unknown, options: Options) => {
  const elemMatch = Array.isArray(operand) && operand.some((x) => isPlainObject(x) && '$elemMatch' in x);
  return elemMatch ? mingoAll(selector, operand, options) : (fieldOp(allPred) as unknown as typeof mingoAll)(selector, operand, options);
}) as unknown as QueryOperator;

/** Bit positions named by a $bits* operand: a non-negative number mask, an array of positions, or BinData. */
function bitPositions(operand: unknown): number[] {
  if (Array.isArray(operand)) {
    return operand.map((p) => {
      const n = toNumber(p);
      if (!Number.isInteger(n) || n < 0) throw err(9, `bit positions must be >= 0 but got: ${String(p)}`);
      return n;
    });
  }
  if (operand instanceof Binary) {
    const out: number[] = [];
    const bytes = operand.buffer.subarray(0, operand.position);
    for (let i = 0; i < bytes.length; i++) for (let b = 0; b < 8; b++) if (bytes[i] & (1 << b)) out.push(i * 8 + b);
    return out;
  }
  const n = toNumber(operand);
  if (!Number.isInteger(n) || n < 0) throw err(9, `bitmask must be a non-negative integer, got ${String(operand)}`);
  const big = operand instanceof Long ? BigInt(operand.toString()) : BigInt(n);
  const out: number[] = [];
  for (let i = 0; i < 64; i++) if ((big >> BigInt(i)) & BigInt(1)) out.push(i);
  return out;
}

/** The bit at `pos` of a number (64-bit two's complement) or of BinData (little-endian); undefined if not applicable. */
function bitAt(v: unknown, pos: number): boolean | undefined {
  if (v instanceof Binary) {
    const byte = Math.floor(pos / 8);
    return byte < v.position ? ((v.buffer[byte] >> (pos % 8)) & 1) === 1 : false;
  }
  if (!(typeof v === 'number' || v instanceof Double || v instanceof Long)) return undefined;
  const n = toNumber(v);
  if (!Number.isInteger(n)) return undefined;
  const big = BigInt.asUintN(64, v instanceof Long ? BigInt(v.toString()) : BigInt(n));
  return ((big >> BigInt(Math.min(pos, 63))) & BigInt(1)) === BigInt(1);
}

function bitsPred(test: (bits: boolean[]) => boolean): (v: unknown, operand: unknown, depth: number) => boolean {
  return (v, operand, depth) => {
    const positions = bitPositions(operand);
    const one = (x: unknown) => {
      const bits = positions.map((p) => bitAt(x, p));
      return !bits.includes(undefined) && test(bits as boolean[]);
    };
    return one(v) || (Array.isArray(v) && flat(v, depth).some(one));
  };
}

const shapes = new WeakMap<object, (p: [number, number]) => boolean>();

/** $geoWithin on points (geo.ts); the shape is parsed once per query. */
function geoWithinPred(v: unknown, operand: unknown): boolean {
  let inside = shapes.get(operand as object);
  if (!inside) {
    inside = withinShape(operand);
    shapes.set(operand as object, inside);
  }
  const p = asPoint(v);
  if (p) return inside(p);
  return Array.isArray(v) && v.some((x) => { const q = asPoint(x); return !!q && inside(q); });
}

let captured: Options | undefined;
let capturing = false;

function fieldOp(pred: (v: unknown, operand: unknown, depth: number) => boolean, negate = false): QueryOperator {
  const op = (selector: string, operand: unknown, options: Options) => {
    if (capturing) captured = options;
    const depth = selector.split('.').length - 1 || 1;
    return (doc: unknown) => {
      const v = resolve(doc as Doc, selector, { unwrapArray: true });
      const r = pred(v, operand, depth);
      return negate ? !r : r;
    };
  };
  return op as unknown as QueryOperator;
}

/**
 * `$ref`, `$id` and `$db` inside a query (e.g. `{members: {$elemMatch: {$id: oid}}}`) are DBRef field names, not
 * operators: mongod matches them as fields of the element.
 */
function dbrefField(name: string): QueryOperator {
  // $elemMatch hands each element over as the value of a synthetic field named by `selector`
  const op = (selector: string, operand: unknown) => (doc: unknown) => {
    const el = resolve(doc as Doc, selector, { unwrapArray: true });
    const v = el !== null && typeof el === 'object' && !Array.isArray(el) ? (el as Doc)[name] : undefined;
    return eqPred(v, operand, 1);
  };
  return op as unknown as QueryOperator;
}

const lt = rangePred((c) => c < 0);
const lte = rangePred((c) => c <= 0);
const gt = rangePred((c) => c > 0);
const gte = rangePred((c) => c >= 0);

type Ops = Record<`$${string}`, never>;
/** Our operators first: when contexts are merged mingo keeps the first definition. */
export const CONTEXT = Context.init({
  accumulator: { ...accumulatorOps } as unknown as Ops,
  expression: { ...expressionOps } as unknown as Ops,
  projection: { ...projectionOps } as unknown as Ops,
  window: { ...windowOps } as unknown as Ops,
  query: {
    ...(queryOps as unknown as Ops),
    $eq: fieldOp(eqPred),
    $ne: fieldOp(eqPred, true),
    $in: fieldOp(inPred),
    $nin: fieldOp(inPred, true),
    $lt: fieldOp(lt),
    $lte: fieldOp(lte),
    $gt: fieldOp(gt),
    $gte: fieldOp(gte),
    $type: fieldOp(typePred),
    $all: allOp,
    $geoWithin: fieldOp(geoWithinPred),
    $ref: dbrefField('$ref'),
    $id: dbrefField('$id'),
    $db: dbrefField('$db'),
    $within: fieldOp(geoWithinPred),
    $bitsAllSet: fieldOp(bitsPred((b) => b.every(Boolean))),
    $bitsAllClear: fieldOp(bitsPred((b) => b.every((x) => !x))),
    $bitsAnySet: fieldOp(bitsPred((b) => b.some(Boolean))),
    $bitsAnyClear: fieldOp(bitsPred((b) => b.some((x) => !x))),
  } as unknown as Record<`$${string}`, QueryOperator>,
});

export const BASE_OPTIONS = { idKey: '_id', useStrictMode: true, scriptEnabled: false, context: CONTEXT };

/**
 * mingo copies the whole operator context whenever it is handed plain options; handing it
 * an already-initialised ComputeOptions instance skips that copy. mingo does not export
 * the class, so we capture the instance our own $eq receives while compiling a probe query.
 */
function fastOptions(): Options {
  if (!captured) {
    capturing = true;
    try { new Query({ probe: { $eq: 1 } }, BASE_OPTIONS); } finally { capturing = false; }
  }
  return captured ?? (BASE_OPTIONS as unknown as Options);
}

export const queryOptions = (): Options => fastOptions();

/** What the rest of the server needs of a compiled filter. */
export interface Matcher {
  test(doc: unknown): boolean;
}

/** Compiles a query filter; `variables` are the command's `let` values (for $expr). */
export function makeQuery(filter: Doc, variables?: Doc): Matcher {
  if (namesProto(filter)) return protoSafeQuery(filter, variables);
  try {
    return new Query(filter, variables ? { ...BASE_OPTIONS, variables } as Options : fastOptions());
  } catch (e) {
    throw queryError(e);
  }
}

/** A filter naming `__proto__` (proto-names.ts), run on the stand-in. */
function protoSafeQuery(filter: Doc, variables?: Doc): Matcher {
  const inner = makeQuery(withStandIn(filter, 'filter') as Doc, variables);
  return { test: (doc) => inner.test(withStandIn(doc, 'doc')) };
}

/** mingo's parse errors in mongod's words (code 2, BadValue). */
function queryError(e: unknown): Error {
  const m = (e as Error).message ?? String(e);
  const op = /unknown (?:query )?operator:? (\$\w+)/.exec(m);
  if (op && !/top level/.test(m)) return err(2, `unknown operator: ${op[1]}`);
  return err(2, m);
}

export { getPath };
