/**
 * An update event's `updateDescription`, computed from the versions before and after: changed fields by dotted path
 * (descending into sub-documents and array elements), removed fields, and arrays that got shorter
 * (`truncatedArrays: [{field, newSize}]`), as mongod's delta-style oplog entries describe an update.
 */
import { Doc, isPlainObject, valuesEqual } from '../values';

export interface UpdateDescription {
  updatedFields: Doc;
  removedFields: string[];
  truncatedArrays: { field: string; newSize: number }[];
}

export function describeUpdate(before: Doc, after: Doc): UpdateDescription {
  const out: UpdateDescription = { updatedFields: {}, removedFields: [], truncatedArrays: [] };
  diffObject(before, after, '', out);
  return out;
}

function diffValue(a: unknown, b: unknown, path: string, out: UpdateDescription): void {
  if (isPlainObject(a) && isPlainObject(b)) diffObject(a, b, `${path}.`, out);
  else if (Array.isArray(a) && Array.isArray(b)) diffArray(a, b, path, out);
  else if (!sameValue(a, b)) out.updatedFields[path] = b;
}

function diffObject(a: Doc, b: Doc, prefix: string, out: UpdateDescription): void {
  for (const k of Object.keys(b)) {
    if (!Object.prototype.hasOwnProperty.call(a, k)) out.updatedFields[prefix + k] = b[k];
    else diffValue(a[k], b[k], prefix + k, out);
  }
  for (const k of Object.keys(a)) if (!Object.prototype.hasOwnProperty.call(b, k)) out.removedFields.push(prefix + k);
}

function diffArray(a: unknown[], b: unknown[], path: string, out: UpdateDescription): void {
  if (b.length < a.length) out.truncatedArrays.push({ field: path, newSize: b.length });
  for (let i = 0; i < b.length; i++) {
    if (i >= a.length) out.updatedFields[`${path}.${i}`] = b[i];
    else diffValue(a[i], b[i], `${path}.${i}`, out);
  }
}

/** Equal and of the same BSON type (1 and 1.0 compare equal, but a change of type is a change). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b) return false;
  const ta = (a as { _bsontype?: string } | null)?._bsontype;
  const tb = (b as { _bsontype?: string } | null)?._bsontype;
  return ta === tb && valuesEqual(a, b);
}
