/**
 * What a form changed since it was opened or last saved, so a save sends only that: a field someone changed meanwhile
 * in another tab (or another admin) is not put back to this form's old value. Pure.
 */
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The paths ('institution.name') whose typed value differs from the saved one, compared as JSON. Objects are entered
 * down to `depth` levels (1: top-level fields only, each sent whole); lists are always compared whole.
 */
export function changedPaths(typed: unknown, saved: unknown, depth = Infinity, prefix = ''): string[] {
  if (depth > 0 && isPlainObject(typed) && isPlainObject(saved)) {
    const keys = new Set([...Object.keys(typed), ...Object.keys(saved)]);
    return [...keys].flatMap((key) => changedPaths(typed[key], saved[key], depth - 1, prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(typed) === JSON.stringify(saved) ? [] : [prefix];
}

/**
 * `body` with only the changed paths (and all of a group when one of it changed: a point's latitude and longitude).
 * A path names a field whole; its parents are kept as far as needed to reach it.
 */
export function pickChanged(body: Record<string, unknown>, changed: string[], together: string[][] = []): Record<string, unknown> {
  const wanted = new Set(changed);
  for (const group of together) if (group.some((p) => wanted.has(p))) group.forEach((p) => wanted.add(p));
  const pick = (node: Record<string, unknown>, prefix: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (wanted.has(path)) out[key] = value;
      else if (isPlainObject(value) && [...wanted].some((p) => p.startsWith(`${path}.`))) {
        const inner = pick(value, path);
        if (Object.keys(inner).length > 0) out[key] = inner;
      }
    }
    return out;
  };
  return pick(body, '');
}
