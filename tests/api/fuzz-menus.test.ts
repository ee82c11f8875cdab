import fc from 'fast-check';
import { TestClient } from '../support/http';
import { menuWithAdmin } from '../support/menu-admin';
import { type MenuFixture } from '../support/menu-fixture';
import { asText, FUZZ_RUNS, FUZZ_TIMEOUT_MS, menuContent, nastyBody, nastyScalar, nastySegment, unchangedUnless } from '../support/fuzz';
import { makeStaff, signUpVerifiedUser } from '../support/accounts';

/**
 * Property fuzz of the menu family (GET/PUT /quickmenu/{id} as the menu's admin, visits, interests, distances):
 * no 5xx; a refused edit leaves the menu as it was.
 */

let menu: MenuFixture;
let admin: TestClient;

beforeAll(async () => {
  ({ menu, admin } = await menuWithAdmin());
});

/** Each property's check that a refused request left the menu as it was. */
const unchangedMenu = () => unchangedUnless(() => menuContent(menu.menuId));

const op = fc.oneof(fc.constantFrom('psection', 'default', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty'), fc.string({ maxLength: 12 }));

describe('menu fuzz', () => {
  it(`PUT /quickmenu/{id}?op=… as its admin with ${FUZZ_RUNS} hostile ops, ids and bodies`, async () => {
    const unchanged = unchangedMenu();
    await fc.assert(
      fc.asyncProperty(op, fc.dictionary(fc.constantFrom('sectionId', 'itemId', 'galleryId', 'index'), fc.oneof(nastySegment, fc.constant(menu.sectionIds.main)), { maxKeys: 2 }), nastyBody(['title', 'prime']), async (name, ids, body) => {
        await unchanged.before();
        const qs = new URLSearchParams({ op: name, ...ids }).toString();
        const res = await admin.put(`/api/v1/quickmenu/${menu.menuId}?${qs}`, body);
        expect(res.status).toBeLessThan(500);
        await unchanged.after(res.status >= 400);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`GET /quickmenu/{id}, visits, interests and distances with ${FUZZ_RUNS} hostile ids and bodies`, async () => {
    const anyone = new TestClient();
    const unchanged = unchangedMenu();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), nastySegment, nastyBody(['locations', 'metrics', 'units']), async (which, segment, body) => {
        await unchanged.before();
        const res = [
          () => anyone.get(`/api/v1/quickmenu/${segment}`),
          () => anyone.clone().post(`/api/v1/quickmenu/${segment}/visits`),
          () => anyone.post(`/api/v1/quickmenu/items/${segment}/interests`),
          () => anyone.post('/api/v1/distances', body),
        ][which]();
        const { status } = await res;
        expect(status).toBeLessThan(500);
        await unchanged.after(status >= 400);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`the staff's plan change and menu search with ${FUZZ_RUNS} hostile bodies and queries`, async () => {
    const staff = new TestClient();
    await makeStaff((await signUpVerifiedUser(staff)).username);
    const unchanged = unchangedMenu();
    await fc.assert(
      fc.asyncProperty(fc.boolean(), nastyBody(['plan']), nastyScalar, nastyScalar, async (plan, body, q, page) => {
        await unchanged.before();
        const res = plan
          ? await staff.put(`/api/v1/quickmenu/${menu.menuId}/plan`, body)
          : await staff.get(`/api/v1/quickmenu?${new URLSearchParams({ q: asText(q), page: asText(page) })}`);
        expect(res.status).toBeLessThan(500);
        await unchanged.after(res.status >= 400);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
