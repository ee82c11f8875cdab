/**
 * The serialised bytes of large stored documents, reused by replies.
 *
 * A reply that carries a stored document (find and getMore batches, findAndModify's `value`) would serialise it
 * again, although a write with a journal has just serialised the same version for the journal record. Stored
 * documents are never mutated in place (a write stores a new version, storage.ts), so the bytes of a version stay
 * right for as long as it lives; a WeakMap drops them with it. Only documents of RAW_MIN_BYTES or more are kept:
 * below that, serialising is cheaper than the bookkeeping and the memory.
 */
import { BSON } from 'bson';
import { Doc, isPlainObject } from './values';

export const RAW_MIN_BYTES = 16 * 1024;

/** Large stored versions → their bytes, or null while nobody has needed them (no journal serialised them). */
const stored = new WeakMap<object, Uint8Array | null>();

const SERIALIZE_OPTIONS = { ignoreUndefined: false } as const;

/** Called by the store for every version it stores, with its size and, when a journal serialised it, its bytes. */
export function rememberStored(doc: Doc, size: number, bytes?: Uint8Array): void {
  if (size >= RAW_MIN_BYTES) stored.set(doc, bytes ?? null);
}

function bytesOf(v: unknown): Uint8Array | undefined {
  if (v === null || typeof v !== 'object' || !stored.has(v)) return undefined;
  let bytes = stored.get(v);
  if (!bytes) {
    bytes = BSON.serialize(v as Doc, SERIALIZE_OPTIONS);
    stored.set(v, bytes);
  }
  return bytes;
}

/** Replies carry documents at most this deep: body → cursor → firstBatch → document. */
const REPLY_DEPTH = 3;

function carriesStored(v: unknown, depth: number): boolean {
  if (v !== null && typeof v === 'object' && stored.has(v)) return true;
  if (depth === 0) return false;
  if (Array.isArray(v)) return v.some((x) => carriesStored(x, depth - 1));
  if (isPlainObject(v)) {
    for (const k in v) if (carriesStored(v[k], depth - 1)) return true;
  }
  return false;
}

const TYPE_DOCUMENT = 0x03;
const TYPE_ARRAY = 0x04;

function elementHead(type: number, key: string): Buffer {
  const name = Buffer.from(key, 'utf8');
  const head = Buffer.allocUnsafe(name.length + 2);
  head[0] = type;
  name.copy(head, 1);
  head[name.length + 1] = 0;
  return head;
}

/** One element `key: value` as BSON.serialize writes it inside a document (type, name, value). */
function element(key: string, value: unknown): Uint8Array {
  const one = BSON.serialize({ [key]: value }, SERIALIZE_OPTIONS);
  return one.subarray(4, one.length - 1);
}

function encodeSpliced(v: Doc | unknown[], depth: number): Buffer {
  const parts: Uint8Array[] = [];
  const entries: [string, unknown][] = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
  for (const [key, value] of entries) {
    const raw = bytesOf(value);
    if (raw) parts.push(elementHead(TYPE_DOCUMENT, key), raw);
    else if (depth > 0 && (Array.isArray(value) || isPlainObject(value)) && carriesStored(value, depth - 1)) {
      parts.push(elementHead(Array.isArray(value) ? TYPE_ARRAY : TYPE_DOCUMENT, key), encodeSpliced(value, depth - 1));
    } else parts.push(element(key, value));
  }
  const length = 4 + parts.reduce((n, p) => n + p.length, 0) + 1;
  const out = Buffer.allocUnsafe(length);
  out.writeInt32LE(length, 0);
  let off = 4;
  for (const p of parts) {
    out.set(p, off);
    off += p.length;
  }
  out[off] = 0;
  return out;
}

/** The BSON of a reply: the same bytes as BSON.serialize(body), with large stored documents' bytes spliced in. */
export function encodeReply(body: Doc): Buffer {
  if (!carriesStored(body, REPLY_DEPTH)) return Buffer.from(BSON.serialize(body, SERIALIZE_OPTIONS));
  return encodeSpliced(body, REPLY_DEPTH);
}
