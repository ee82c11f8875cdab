import { badRequest, forbidden } from '../../api/errors';
import type { MenuEdit, MenuEditAnswer, Touched } from './define-menu-edit';
import { MENU_EDITS, MENU_EDIT_OPS } from './registry';
import type { MenuHead, MenuRead } from '../update-menu';
import { oid } from './menu-targets';
import { msg } from '../../i18n/t';

/**
 * Dispatches one PUT /api/v1/quickmenu/{menuId}?op=… : an unknown op is a 400 before anything runs; then the op's
 * ids (from the query) and body are parsed with its zod schemas, its plan requirement checked, and its one atomic
 * write made, reading back only what the op touches. Answers `{ data: MenuEditAnswer, message? }`.
 */
export async function runMenuEdit(menu: MenuHead, query: Record<string, string>, rawBody: unknown): Promise<{ data: MenuEditAnswer; message?: string }> {
  const op = query.op ?? 'default';
  if (!Object.hasOwn(MENU_EDITS, op)) throw badRequest(msg('unknownOp', { op, known: MENU_EDIT_OPS.join(', ') }));
  const edit = MENU_EDITS[op as keyof typeof MENU_EDITS] as unknown as MenuEdit;
  const ids = edit.ids.parse(query);
  const body = edit.body.parse(rawBody ?? {});
  if (edit.plan && (menu.plan ?? 0) < edit.plan.min) throw forbidden(edit.plan.message);
  const touched = edit.touches(ids, body);
  const updated = await edit.run({ menu, ids, body, read: menuRead(touched) });
  const data: MenuEditAnswer = { ...updated, sections: updated.sections ?? [], ...(touched.removed ? { removed: touched.removed } : {}) };
  const message = typeof edit.message === 'function' ? edit.message(body) : edit.message;
  return message ? { data, message } : { data };
}

const menuRead = (touched: Touched): MenuRead => ({ sections: touched.sections === 'last' ? 'last' : touched.sections.map(oid) });
