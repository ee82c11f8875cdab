import * as zod from 'zod';
import type { ZodType } from 'zod';
import { MENU_EDITS, MENU_EDIT_OPS } from '../menus/edits/registry';

/**
 * How the OpenAPI document shows `PUT /api/v1/quickmenu/{menuId}?op=…`: the route parses its query and
 * body per op (lib/menus/edits/run-menu-edit.ts), so the document reads the same registry: `op` and every id an op
 * takes as query parameters, and the body as one of the ops' own body schemas, each titled by its op.
 */
export function menuEditDocs(): { query: ZodType; body: ZodType } {
  const ids: Record<string, ZodType> = {};
  for (const op of MENU_EDIT_OPS) {
    const shape = (MENU_EDITS[op].ids as unknown as { shape?: Record<string, ZodType> }).shape ?? {};
    for (const [name, schema] of Object.entries(shape)) ids[name] ??= (schema).optional();
  }
  const ops = MENU_EDIT_OPS.filter((op) => op !== 'default');
  const query = zod.object({ op: zod.enum(ops as [string, ...string[]]).optional().meta({ description: 'The edit; none: the public info (default).' }), ...ids });
  const bodies = MENU_EDIT_OPS.map((op) => {
    const scope = (MENU_EDITS[op] as { apiScope?: string }).apiScope;
    return (MENU_EDITS[op].body as unknown as zod.ZodType).meta({ title: `op=${op}`, ...(scope ? { description: `API keys with ${scope} may send it.` } : {}) });
  });
  return { query, body: zod.union(bodies as [zod.ZodType, ...zod.ZodType[]]) };
}
