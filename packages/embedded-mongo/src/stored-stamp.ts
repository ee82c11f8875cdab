/**
 * What the store knows of each stored document version besides its fields: its insertion sequence in its collection
 * (natural order; a replacement keeps its document's) and its BSON size.
 *
 * Both are written on the version itself, under symbols defined non-enumerable: no key list, spread, JSON or BSON
 * serialisation sees them. Stored versions are never mutated in place, and each is built fresh from a command (an
 * insert, an update's copy-on-write result, a journal record), so one object carries one collection's sequence. They used to live in two
 * WeakMaps keyed by the version, and V8 settles weak-map entries (ephemerons) in a full collection's final, atomic
 * pause: with a year of a restaurant's orders in memory (730,000 documents, `npm run bench:diner`) every old-generation
 * collection stopped the database for 0.9–1.2 s (`--trace-gc`). docs/measurements.md has the figures.
 */
import { Doc } from './values';

const SEQ = Symbol('seq');
const SIZE = Symbol('size');

type Stamped = Doc & { [SEQ]?: number; [SIZE]?: number };

const hidden = (value: number) => ({ value, writable: true, enumerable: false, configurable: true });

export function stamp(doc: Doc, seq: number, size: number): void {
  Object.defineProperty(doc, SEQ, hidden(seq));
  Object.defineProperty(doc, SIZE, hidden(size));
}

/** A stored version's insertion sequence (0 for a document that is not stored). */
export const seqOf = (doc: Doc): number => (doc as Stamped)[SEQ] ?? 0;

/** A stored version's BSON size, as measured when it was stored. */
export const sizeOf = (doc: Doc): number | undefined => (doc as Stamped)[SIZE];
