/**
 * The update operators, applied to CONCRETE paths (positions already resolved by paths.ts),
 * with mongod's semantics: BSON-typed arithmetic (int + int overflows to long, int + double
 * is double, ...), the errors mongod raises for a wrong target type, and BSON comparison for
 * $min/$max/$addToSet/$pull/$push $sort.
 */
import { Decimal128, Double, Long, Timestamp } from 'bson';
import { clone, compareValues, Doc, formatValue, isPlainObject, bsonTypeName, toNumber, valuesEqual, getPath, getOwn, setOwn } from './values';
import { err } from './errors';
import { makeQuery } from './matcher';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** mongod's numeric widening order: int < long < double < decimal; -1 for non-numbers. */
function numKind(v: unknown): number {
  if (typeof v === 'number') return Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX && !Object.is(v, -0) ? 0 : 2;
  if (v instanceof Long) return 1;
  if (v instanceof Double) return 2;
  if (v instanceof Decimal128) return 3;
  return -1;
}

const isNum = (v: unknown) => numKind(v) >= 0;

/** A double as the value model stores it: integral int32-range doubles stay `Double`. */
function asDouble(x: number): unknown {
  return Number.isInteger(x) && x >= INT32_MIN && x <= INT32_MAX && !Object.is(x, -0) ? new Double(x) : x;
}

function arith(a: unknown, b: unknown, op: 'add' | 'mul'): unknown {
  const k = Math.max(numKind(a), numKind(b));
  if (k === 3) {
    const x = op === 'add' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
    return Decimal128.fromString(String(x));
  }
  if (k === 2) return asDouble(op === 'add' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b));
  const la = a instanceof Long ? a : Long.fromNumber(a as number);
  const lb = b instanceof Long ? b : Long.fromNumber(b as number);
  const r = op === 'add' ? la.add(lb) : la.multiply(lb);
  if (k === 1) return r;
  const n = r.toNumber();
  return n >= INT32_MIN && n <= INT32_MAX ? n : r; // int overflow widens to long, as in mongod
}

/**
 * What each operator needs: the document's _id (for mongod's messages), the time, and the
 * containers already copied for this update. The stored document is never changed: an
 * operator copies only the objects and arrays on its path (copy-on-write), so the rest of
 * the new version is shared with the old one.
 */
export interface OpEnv { id: unknown; now: Date; fresh: Set<object> }

const idText = (env: OpEnv) => `{_id: ${formatValue(env.id)}}`;
const isIndex = (p: string) => /^\d+$/.test(p);

function child(container: unknown, key: string): unknown {
  if (Array.isArray(container)) return isIndex(key) ? container[Number(key)] : undefined;
  return getOwn(container as Doc, key);
}

/** The container at cur[p], copied into place unless this update already copied it. */
function own(cur: Doc | unknown[], p: string, next: Doc | unknown[], env: OpEnv): Doc | unknown[] {
  if (env.fresh.has(next)) return next;
  const copy = Array.isArray(next) ? next.slice() : { ...next };
  put(cur, p, copy);
  env.fresh.add(copy);
  return copy;
}

/** Walks to the parent of the last part, creating objects, refusing paths mongod can't create (code 28). */
function parentForWrite(doc: Doc, parts: string[], env: OpEnv): Doc | unknown[] {
  let cur: Doc | unknown[] = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i];
    if (Array.isArray(cur) && !isIndex(p)) throw cannotCreate(p, parts[i - 1], cur);
    const next = child(cur, p);
    if (next === undefined) {
      const created = {};
      put(cur, p, created);
      env.fresh.add(created);
      cur = created;
    } else if (!Array.isArray(next) && !isPlainObject(next)) {
      throw cannotCreate(parts[i + 1], p, next);
    } else cur = own(cur, p, next as Doc | unknown[], env);
  }
  const last = parts[parts.length - 1];
  if (Array.isArray(cur) && !isIndex(last)) throw cannotCreate(last, parts[parts.length - 2], cur);
  return cur;
}

function cannotCreate(field: string, inField: string | undefined, value: unknown): Error {
  return err(28, `Cannot create field '${field}' in element {${inField ?? ''}: ${formatValue(value)}}`);
}

/** Sets container[key]; an array index past the end pads with nulls, as mongod does. */
function put(container: Doc | unknown[], key: string, value: unknown): void {
  if (Array.isArray(container)) {
    const i = Number(key);
    while (container.length < i) container.push(null);
    container[i] = value;
  } else setOwn(container, key, value);
}

/** Parent of the last part without creating anything; undefined when the path does not exist. */
function parentIfExists(doc: Doc, parts: string[], env: OpEnv): Doc | unknown[] | undefined {
  let cur: Doc | unknown[] = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = child(cur, parts[i]);
    if (!Array.isArray(next) && !isPlainObject(next)) return undefined;
    cur = own(cur, parts[i], next, env);
  }
  return cur;
}

export type OpFn = (doc: Doc, path: string, arg: unknown, env: OpEnv) => void;

function readForWrite(doc: Doc, path: string, env: OpEnv): { parent: Doc | unknown[]; key: string; cur: unknown } {
  const parts = path.split('.');
  const parent = parentForWrite(doc, parts, env);
  const key = parts[parts.length - 1];
  return { parent, key, cur: child(parent, key) };
}

const $set: OpFn = (doc, path, arg, env) => {
  const { parent, key } = readForWrite(doc, path, env);
  put(parent, key, clone(arg));
};

const $unset: OpFn = (doc, path, _arg, env) => {
  const parts = path.split('.');
  const parent = parentIfExists(doc, parts, env);
  const key = parts[parts.length - 1];
  if (!parent || child(parent, key) === undefined) return;
  if (Array.isArray(parent)) parent[Number(key)] = null; // mongod leaves a null in the array
  else delete parent[key];
};

function arithOp(op: '$inc' | '$mul'): OpFn {
  return (doc, path, arg, env) => {
    const { parent, key, cur } = readForWrite(doc, path, env);
    if (cur === undefined) {
      put(parent, key, op === '$inc' ? arg : arith(0, arg, 'mul'));
      return;
    }
    if (!isNum(cur)) {
      throw err(14, `Cannot apply ${op} to a value of non-numeric type. ${idText(env)} has the field '${key}' of non-numeric type ${bsonTypeName(cur)}`);
    }
    put(parent, key, arith(cur, arg, op === '$inc' ? 'add' : 'mul'));
  };
}

function minMax(sign: number): OpFn {
  return (doc, path, arg, env) => {
    const { parent, key, cur } = readForWrite(doc, path, env);
    if (cur === undefined || compareValues(arg, cur) * sign > 0) put(parent, key, clone(arg));
  };
}

const PUSH_CLAUSES = new Set(['$each', '$slice', '$sort', '$position']);

function sortElements(arr: unknown[], spec: unknown): void {
  if (isPlainObject(spec)) {
    const fields = Object.entries(spec);
    arr.sort((a, b) => {
      for (const [f, d] of fields) {
        const c = compareValues(isPlainObject(a) ? getPath(a, f) : undefined, isPlainObject(b) ? getPath(b, f) : undefined);
        if (c) return c * Number(d);
      }
      return 0;
    });
  } else arr.sort((a, b) => compareValues(a, b) * Number(spec));
}

const $push: OpFn = (doc, path, arg, env) => {
  const { parent, key, cur } = readForWrite(doc, path, env);
  const mods = isPlainObject(arg) && '$each' in arg ? arg : { $each: [arg] };
  if (cur !== undefined && !Array.isArray(cur)) {
    throw err(2, `The field '${key}' must be an array but is of type ${bsonTypeName(cur)} in document ${idText(env)}`);
  }
  const arr = cur === undefined ? [] : (cur as unknown[]).slice();
  put(parent, key, arr);
  const each = (mods.$each as unknown[]).map((v) => clone(v));
  let pos = mods.$position === undefined ? arr.length : toNumber(mods.$position);
  if (pos < 0) pos = Math.max(0, arr.length + pos);
  arr.splice(Math.min(pos, arr.length), 0, ...each);
  if (mods.$sort !== undefined) sortElements(arr, mods.$sort);
  if (mods.$slice !== undefined) {
    const n = toNumber(mods.$slice);
    if (n >= 0) arr.splice(n);
    else arr.splice(0, Math.max(0, arr.length + n));
  }
};

const $addToSet: OpFn = (doc, path, arg, env) => {
  const { parent, key, cur } = readForWrite(doc, path, env);
  if (cur !== undefined && !Array.isArray(cur)) {
    throw err(2, `Cannot apply $addToSet to non-array field. Field named '${key}' has non-array type ${bsonTypeName(cur)}`);
  }
  const each = isPlainObject(arg) && '$each' in arg ? (arg.$each as unknown[]) : [arg];
  const arr = cur === undefined ? [] : (cur as unknown[]).slice();
  put(parent, key, arr);
  for (const v of each) if (!arr.some((x) => valuesEqual(x, v))) arr.push(clone(v));
};

/** Query operators that take a value rather than a document (mongod's path-accepting keywords). */
const VALUE_OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$type', '$regex',
  '$options', '$elemMatch', '$size', '$all', '$not', '$mod', '$bitsAllSet', '$bitsAllClear', '$bitsAnySet', '$bitsAnyClear',
  '$geoWithin', '$geoIntersects', '$near', '$nearSphere', '$within']);

/** mongod's $pull condition: a value (equality), a condition on the value, or a query on document elements. */
export function pullPredicate(cond: unknown): (v: unknown) => boolean {
  if (isPlainObject(cond)) {
    const first = Object.keys(cond)[0];
    if (first !== undefined && VALUE_OPERATORS.has(first)) {
      const q = makeQuery({ v: cond });
      return (v) => q.test({ v });
    }
    const q = makeQuery(cond);
    return (v) => isPlainObject(v) && q.test(v);
  }
  if (cond instanceof RegExp) return (v) => typeof v === 'string' && (cond.lastIndex = 0, cond.test(v));
  return (v) => valuesEqual(v, cond);
}

/** The existing array an operator edits (undefined when the path is missing); `notArray` is mongod's error otherwise. */
function existingArray(doc: Doc, path: string, env: OpEnv, notArray: (cur: unknown) => Error): { parent: Doc | unknown[]; key: string; arr: unknown[] } | undefined {
  const parts = path.split('.');
  const parent = parentIfExists(doc, parts, env);
  if (!parent) return undefined;
  const key = parts[parts.length - 1];
  const cur = child(parent, key);
  if (cur === undefined) return undefined;
  if (!Array.isArray(cur)) throw notArray(cur);
  return { parent, key, arr: cur };
}

function cull(doc: Doc, path: string, keep: (v: unknown) => boolean, env: OpEnv): void {
  const at = existingArray(doc, path, env, () => err(2, 'Cannot apply $pull to a non-array value'));
  if (at) put(at.parent, at.key, at.arr.filter(keep));
}

const $pull: OpFn = (doc, path, arg, env) => {
  const pred = pullPredicate(arg);
  cull(doc, path, (v) => !pred(v), env);
};

const $pullAll: OpFn = (doc, path, arg, env) => {
  const values = arg as unknown[];
  cull(doc, path, (v) => !values.some((x) => valuesEqual(v, x)), env);
};

const $pop: OpFn = (doc, path, arg, env) => {
  const at = existingArray(doc, path, env, (cur) => err(14, `Path '${path}' contains an element of non-array type '${bsonTypeName(cur)}'`));
  if (!at || !at.arr.length) return;
  put(at.parent, at.key, toNumber(arg) > 0 ? at.arr.slice(0, -1) : at.arr.slice(1));
};

const $rename: OpFn = (doc, path, arg, env) => {
  const to = String(arg);
  const parts = path.split('.');
  const parent = parentIfExists(doc, parts, env);
  if (!parent) return;
  if (Array.isArray(parent)) throw err(2, `The source field cannot be an array element, '${path}' in doc has an array field`);
  const v = child(parent, parts[parts.length - 1]);
  if (v === undefined) return;
  const toParts = to.split('.');
  const dest = parentForWrite(doc, toParts, env);
  if (Array.isArray(dest)) throw err(2, `The destination field cannot be an array element, '${to}' in doc has an array field`);
  delete (parent as Doc)[parts[parts.length - 1]];
  setOwn(dest, toParts[toParts.length - 1], v);
};

const $currentDate: OpFn = (doc, path, arg, env) => {
  const ts = isPlainObject(arg) && arg.$type === 'timestamp';
  $set(doc, path, ts ? new Timestamp({ t: Math.floor(env.now.getTime() / 1000), i: 1 }) : new Date(env.now), env);
};

const $bit: OpFn = (doc, path, arg, env) => {
  const { parent, key, cur } = readForWrite(doc, path, env);
  const base = cur === undefined ? 0 : cur;
  const k = numKind(base);
  if (k !== 0 && k !== 1) {
    throw err(14, `Cannot apply $bit to a value of non-integral type.${idText(env)} has the field ${key} of non-integer type ${bsonTypeName(base)}`);
  }
  let r: unknown = base;
  for (const [bop, operand] of Object.entries(arg as Doc)) {
    const wide = r instanceof Long || operand instanceof Long;
    if (wide) {
      const a = r instanceof Long ? r : Long.fromNumber(r as number);
      const b = operand instanceof Long ? operand : Long.fromNumber(operand as number);
      r = bop === 'and' ? a.and(b) : bop === 'or' ? a.or(b) : a.xor(b);
    } else {
      const a = r as number;
      const b = operand as number;
      r = bop === 'and' ? a & b : bop === 'or' ? a | b : a ^ b;
    }
  }
  put(parent, key, r);
};

export const UPDATE_OPERATORS: Record<string, OpFn> = {
  $set, $setOnInsert: $set, $unset, $inc: arithOp('$inc'), $mul: arithOp('$mul'), $min: minMax(-1), $max: minMax(1),
  $push, $addToSet, $pull, $pullAll, $pop, $rename, $currentDate, $bit,
};

/** mongod's parse-time checks of an operator's argument (before any document is touched). */
export function checkOperatorArgument(op: string, path: string, arg: unknown): void {
  const shown = () => `{${path}: ${formatValue(arg)}}`;
  switch (op) {
    case '$inc': case '$mul':
      if (!isNum(arg)) throw err(14, `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: ${shown()}`);
      break;
    case '$pop': {
      const n = isNum(arg) ? toNumber(arg) : NaN;
      if (n !== 1 && n !== -1) throw err(9, `$pop expects 1 or -1, found: ${formatValue(arg)}`);
      break;
    }
    case '$pullAll':
      if (!Array.isArray(arg)) throw err(2, `$pullAll requires an array argument but was given a ${bsonTypeName(arg)}`);
      break;
    case '$push': case '$addToSet':
      if (isPlainObject(arg) && '$each' in arg) {
        if (!Array.isArray(arg.$each)) throw err(2, `The argument to $each in ${op} must be an array but it was of type: ${bsonTypeName(arg.$each)}`);
        for (const k of Object.keys(arg)) {
          if (op === '$push' ? !PUSH_CLAUSES.has(k) : k !== '$each') throw err(2, `Unrecognized clause in ${op}: ${k}`);
        }
        for (const k of ['$slice', '$position'] as const) {
          if (arg[k] !== undefined && !(isNum(arg[k]) && Number.isInteger(toNumber(arg[k])))) {
            throw err(2, `The value for ${k} must be an integer value but was given type: ${bsonTypeName(arg[k])}`);
          }
        }
      }
      break;
    case '$rename':
      if (typeof arg !== 'string') throw err(2, `The 'to' field for $rename must be a string: ${shown()}`);
      if (arg === path) throw err(2, `The source and target field for $rename must differ: ${path}: "${arg}"`);
      if (arg.includes('$') || path.includes('$')) throw err(2, `The source and destination field for $rename may not be dynamic: ${path}`);
      break;
    case '$currentDate':
      if (!(typeof arg === 'boolean' || (isPlainObject(arg) && (arg.$type === 'date' || arg.$type === 'timestamp')))) {
        throw err(2, `${path} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`);
      }
      break;
    case '$bit':
      if (!isPlainObject(arg)) throw err(2, `The $bit modifier is not compatible with a ${bsonTypeName(arg)}. You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}`);
      for (const [k, v] of Object.entries(arg)) {
        if (k !== 'and' && k !== 'or' && k !== 'xor') throw err(2, `The $bit modifier only supports 'and', 'or', and 'xor', not '${k}' which is an unknown operator: {${k}: ${formatValue(v)}}`);
        if (numKind(v) !== 0 && numKind(v) !== 1) throw err(2, `The $bit modifier field must be an Integer(32/64 bit); a '${bsonTypeName(v)}' is not supported here: {${k}: ${formatValue(v)}}`);
      }
      break;
  }
}
