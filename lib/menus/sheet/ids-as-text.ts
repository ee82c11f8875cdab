/**
 * A copy of plain data with every ObjectId as its hex text, for crossing into or out of the heavy-work worker: a
 * structured clone keeps no class, so an ObjectId would arrive as a bare object of its internal fields. Dates and
 * everything else plain are kept (a clone carries them). The ids' type stays as declared: Mongoose casts the text back
 * to ObjectIds on the write, and the import plan only copies ids, never compares them.
 */
export function idsAsText<T>(value: T): T {
  return convert(value) as T;
}

function convert(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (isObjectId(value)) return value.toHexString();
  if (Array.isArray(value)) return value.map(convert);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = convert((value as Record<string, unknown>)[key]);
  return out;
}

// By its BSON type, not instanceof: the app's bundles and the worker may each load their own copy of bson.
const isObjectId = (value: object): value is { toHexString(): string } =>
  (value as { _bsontype?: unknown })._bsontype === 'ObjectId' && typeof (value as { toHexString?: unknown }).toHexString === 'function';
