/**
 * Walks the edit-op registry (lib/menus/edits/registry.ts): every registered op of PUT /api/v1/quickmenu/{menuId} is
 * reachable by its name, refuses a visitor (401) and another menu's admin (403), and answers an admin's empty request
 * with a clear 4xx that changes nothing — so an op added to the registry is wired and guarded like the rest, and an
 * unknown op is refused.
 */
import { MENU_EDITS } from '../../lib/menus/edits/registry';
import { adminWorld, edit, storedMenu, type AdminWorld } from '../support/admin-edits';

let w: AdminWorld;
beforeAll(async () => {
  w = await adminWorld();
});

// The default op (public info, working days) too: its empty body was a 200 that changed nothing until it said so.
const OPS = Object.keys(MENU_EDITS);

it('knows the ops the spec lists, and refuses an unknown one', async () => {
  expect(OPS.length).toBeGreaterThanOrEqual(14);
  const res = await edit(w.admin, w.fx.menuId, 'nosuchop', {}, {});
  expect(res.status).toBe(400);
  expect(typeof res.body.message).toBe('string');
});

it.each(OPS)('%s: visitors get 401, other admins 403, an empty request from the admin a 4xx that changes nothing', async (op) => {
  const before = JSON.stringify(await storedMenu(w.fx.menuId));
  expect((await edit(w.anonymous, w.fx.menuId, op, {}, {})).status).toBe(401);
  expect((await edit(w.otherAdmin, w.fx.menuId, op, {}, {})).status).toBe(403);
  const res = await edit(w.admin, w.fx.menuId, op, {}, {});
  expect([400, 404]).toContain(res.status);
  expect(res.body.status).toBe('fail');
  expect(res.body.message).toEqual(expect.any(String));
  expect(JSON.stringify(await storedMenu(w.fx.menuId))).toBe(before);
});
