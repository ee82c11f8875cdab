import fc from 'fast-check';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { menuWithAdmin } from '../support/menu-admin';
import { testDb, type MenuFixture } from '../support/menu-fixture';
import { asText, FUZZ_RUNS, FUZZ_TIMEOUT_MS, nastyBody, nastyScalar, nastySegment } from '../support/fuzz';
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

/** The menu's content (counters and timestamps aside). */
async function content(): Promise<string> {
  const doc = await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(menu.menuId) });
  return JSON.stringify(doc, (k, v) => (['updatedAt', 'menuVisitors', 'interestRecords'].includes(k) ? undefined : v));
}

const op = fc.oneof(fc.constantFrom('psection', 'default', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty'), fc.string({ maxLength: 12 }));

describe('menu fuzz', () => {
  it(`PUT /quickmenu/{id}?op=… as its admin with ${FUZZ_RUNS} hostile ops, ids and bodies`, async () => {
    await fc.assert(
      fc.asyncProperty(op, fc.dictionary(fc.constantFrom('sectionId', 'itemId', 'galleryId', 'index'), fc.oneof(nastySegment, fc.constant(menu.sectionIds.main)), { maxKeys: 2 }), nastyBody(['title', 'prime']), async (name, ids, body) => {
        const before = await content();
        const qs = new URLSearchParams({ op: name, ...ids }).toString();
        const res = await admin.put(`/api/v1/quickmenu/${menu.menuId}?${qs}`, body);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(await content()).toBe(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`GET /quickmenu/{id}, visits, interests and distances with ${FUZZ_RUNS} hostile ids and bodies`, async () => {
    const anyone = new TestClient();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), nastySegment, nastyBody(['locations', 'metrics', 'units']), async (which, segment, body) => {
        const before = await content();
        const res = [
          () => anyone.get(`/api/v1/quickmenu/${segment}`),
          () => anyone.clone().post(`/api/v1/quickmenu/${segment}/visits`),
          () => anyone.post(`/api/v1/quickmenu/items/${segment}/interests`),
          () => anyone.post('/api/v1/distances', body),
        ][which]();
        const { status } = await res;
        expect(status).toBeLessThan(500);
        if (status >= 400) expect(await content()).toBe(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`the staff's plan change and menu search with ${FUZZ_RUNS} hostile bodies and queries`, async () => {
    const staff = new TestClient();
    await makeStaff((await signUpVerifiedUser(staff)).username);
    await fc.assert(
      fc.asyncProperty(fc.boolean(), nastyBody(['plan']), nastyScalar, nastyScalar, async (plan, body, q, page) => {
        const before = await content();
        const res = plan
          ? await staff.put(`/api/v1/quickmenu/${menu.menuId}/plan`, body)
          : await staff.get(`/api/v1/quickmenu?${new URLSearchParams({ q: asText(q), page: asText(page) })}`);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(await content()).toBe(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
