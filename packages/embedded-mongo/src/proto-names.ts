/**
 * `__proto__` is an ordinary field name to mongod (`{'__proto__.x': 5}`), but mingo refuses any selector or field path
 * that reaches it. A filter or pipeline naming it (rare) is run with the name swapped for a stand-in, on copies of the
 * documents whose own `__proto__` keys carry the same stand-in, and the results are given their name back: the same
 * answers, and no object's prototype is ever read or changed.
 */
import { isPlainObject, setOwn, type Doc } from './values';

const PROTO = '__proto__';
const PROTO_STANDIN = '\u{10FFFF}proto\u{10FFFF}';
const renamePath = (path: string) => path.split('.').map((p) => (p === PROTO ? PROTO_STANDIN : p)).join('.');

export function namesProto(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(namesProto);
  if (typeof v === 'string') return v.startsWith('$') && v.slice(1).split('.').includes(PROTO);
  if (!isPlainObject(v)) return false;
  for (const key of Object.keys(v)) if (key.split('.').includes(PROTO) || namesProto(v[key])) return true;
  return false;
}

/**
 * A copy with `__proto__` under its stand-in (plain objects and arrays copied, other values shared): in a filter, in
 * every key's path and in the `$__proto__…` field paths of its `$expr`; in a pipeline, in keys and field paths; in a
 * document, in its own `__proto__` keys. `found.proto` is set when a document had one.
 */
export function withStandIn(v: unknown, mode: 'filter' | 'expr' | 'doc', found?: { proto: boolean }): unknown {
  if (Array.isArray(v)) return v.map((x) => withStandIn(x, mode, found));
  if (typeof v === 'string') return mode === 'expr' && v.startsWith('$') ? `$${renamePath(v.slice(1))}` : v;
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const key of Object.keys(v)) {
    let name = key;
    if (mode !== 'doc') name = renamePath(key);
    else if (key === PROTO) {
      name = PROTO_STANDIN;
      if (found) found.proto = true;
    }
    out[name] = withStandIn(v[key], key === '$expr' ? 'expr' : mode, found);
  }
  return out;
}

/** The stand-in's own name back, in a document a pipeline produced. */
export function fromStandIn(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(fromStandIn);
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const key of Object.keys(v)) setOwn(out, key === PROTO_STANDIN ? PROTO : key, fromStandIn(v[key]));
  return out;
}
