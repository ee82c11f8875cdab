import fc from 'fast-check';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { signUpVerifiedUser, withTestDb } from '../support/accounts';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, nastyBody, nastySegment } from '../support/fuzz';

/**
 * Property fuzz of the open API's own routes: API keys and webhooks with hostile bodies, ids and
 * Authorization headers. No 5xx; a refused write changes nothing; a made-up key never reads anything.
 */

const owner = new TestClient();
let fx: MenuFixture;

beforeAll(async () => {
  const account = await signUpVerifiedUser(owner);
  fx = await insertMenuFixture({ admins: [account.username] });
});

// This file's menu only: other files make keys and webhooks of their own at the same time.
const count = (collection: string) => withTestDb((db) => db.collection(collection).countDocuments({ menu: new Types.ObjectId(fx.menuId) }));

/** Header text a client can send: printable ASCII, with the bearer forms and near-misses an attacker tries. */
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 200 }),
  fc.constantFrom('Bearer', 'Bearer ', 'bearer qmk_', 'Bearer qmk_' + 'A'.repeat(43), 'Bearer {"$gt":""}', 'Basic Og==', 'Bearer a b', 'Bearer ' + 'x'.repeat(5000)),
);

describe('integrations fuzz', () => {
  it(`API key and webhook writes with ${FUZZ_RUNS} hostile bodies and ids: no 5xx, a refusal saves nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), nastyBody(['name', 'scopes', 'url', 'events']), nastySegment, async (which, body, segment) => {
        const [keys, hooks] = [await count('apikeys'), await count('webhookendpoints')];
        const base = `/api/v1/quickmenu/${fx.menuId}`;
        const res = await [
          () => owner.post(`${base}/api-keys`, body),
          () => owner.delete(`${base}/api-keys/${segment}`),
          () => owner.post(`${base}/webhooks`, body),
          () => owner.delete(`${base}/webhooks/${segment}`),
          () => owner.get(`${base}/webhooks/${segment}/deliveries`),
          () => owner.post(`${base}/webhooks/${segment}/deliveries/${segment}/replay`),
        ][which]();
        expect(res.status).toBeLessThan(500);
        if (res.status === 201) {
          // A body that happened to be valid: made, then taken away so the menu stays under its caps.
          const kind = which === 0 ? 'api-keys' : 'webhooks';
          expect((await owner.delete(`${base}/${kind}/${res.body.data.data._id}`)).status).toBe(200);
        } else {
          expect([await count('apikeys'), await count('webhookendpoints')]).toEqual([keys, hooks]);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`${FUZZ_RUNS} made-up Authorization headers: refused (401/403), never a 5xx, never the menu`, async () => {
    const routes = [`/api/v1/quickmenu/${fx.menuId}`, `/api/v1/quickmenu/${fx.menuId}/diner-orders`, `/api/v1/users/me`, `/api/v1/quickmenu/${fx.menuId}/api-keys`];
    await fc.assert(
      fc.asyncProperty(headerText, fc.integer({ min: 0, max: routes.length - 1 }), async (authorization, which) => {
        const res = await new TestClient().get(routes[which], { authorization });
        expect([401, 403]).toContain(res.status);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
