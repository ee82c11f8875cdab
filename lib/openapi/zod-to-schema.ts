import * as zod from 'zod';
import type { ZodType } from 'zod';

type Json = Record<string, unknown>;

/**
 * A route's zod schema as an OpenAPI 3.1 Schema Object (JSON Schema 2020-12), by zod's own `z.toJSONSchema`: the
 * input side (what a caller sends, before transforms), anything JSON Schema cannot say (a custom check) left open.
 * Definitions zod puts in `$defs` (a shared or recursive part) move to `components.schemas` under `prefix`, since a
 * `#/$defs/…` reference would be read against the whole document.
 */
export function schemaOf(schema: ZodType, prefix: string, components: Record<string, unknown>): Json {
  const out = zod.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  const defs = (out.$defs ?? {}) as Record<string, Json>;
  delete out.$defs;
  const refName = (name: string) => `${prefix}_${name.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  let selfReferenced = false;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const copy: Json = {};
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === '$ref' && typeof v === 'string') {
        if (v === '#') {
          selfReferenced = true;
          copy[k] = `#/components/schemas/${prefix}`;
        } else copy[k] = v.replace(/^#\/\$defs\/(.+)$/, (_m, name: string) => `#/components/schemas/${refName(name)}`);
      } else copy[k] = rewrite(v);
    }
    return copy;
  };
  for (const [name, def] of Object.entries(defs)) components[refName(name)] = rewrite(def);
  const root = rewrite(out) as Json;
  if (!selfReferenced) return root;
  components[prefix] = root;
  return { $ref: `#/components/schemas/${prefix}` };
}
