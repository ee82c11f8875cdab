import fc from 'fast-check';
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import { insertMenuFixture, testDb, type MenuFixture } from '../support/menu-fixture';
import { asText, FUZZ_RUNS, FUZZ_TIMEOUT_MS, nastyBody, nastySegment, nastyValue, unchangedUnless } from '../support/fuzz';

/** Property fuzz of the cart family (POST /cart, GET/PUT/DELETE /cart/{id}): no 5xx; a refused request stores nothing. */

let menu: MenuFixture;
let cartId: string;
const client = new TestClient();

beforeAll(async () => {
  menu = await insertMenuFixture();
  const res = await client.post('/api/v1/cart', { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 2 }] });
  cartId = res.body.data.data._id;
});

const carts = async () => (await testDb()).collection('carts');
const cartLines = async () => JSON.stringify((await (await carts()).findOne({ _id: cartId as never }))?.items);
const menuCarts = async () => (await carts()).countDocuments({ menu: new Types.ObjectId(menu.menuId) });

const lineBody = nastyBody(['item', 'subItem', 'quantity']).map((b) =>
  b && typeof b === 'object' && !Array.isArray(b) && Math.random() < 0.5 ? { item: menu.itemIds.withSubItems, ...(b as object) } : b,
);

describe('cart fuzz', () => {
  it(`POST /cart with ${FUZZ_RUNS} hostile bodies`, async () => {
    const unchanged = unchangedUnless(menuCarts);
    await fc.assert(
      fc.asyncProperty(nastyBody(['menu', 'items']), fc.array(nastyBody(['item', 'subItem', 'quantity']), { maxLength: 3 }), async (body, items) => {
        const payload = body && typeof body === 'object' && !Array.isArray(body) && Math.random() < 0.5 ? { menu: menu.menuId, items, ...(body as object) } : body;
        await unchanged.before();
        const res = await client.post('/api/v1/cart', payload);
        expect(res.status).toBeLessThan(500);
        await unchanged.after(res.status >= 400);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it(`PUT and DELETE /cart/{id} with ${FUZZ_RUNS} hostile bodies, indexes and ids`, async () => {
    const unchanged = unchangedUnless(cartLines);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('PUT', 'DELETE', 'GET'), fc.boolean(), nastySegment, lineBody, nastyValue, async (method, ownId, segment, body, index) => {
        await unchanged.before();
        const id = ownId ? cartId : segment;
        const path = method === 'DELETE' ? `/api/v1/cart/${id}?index=${encodeURIComponent(asText(index))}` : `/api/v1/cart/${id}`;
        const res = await client.request(method, path, method === 'PUT' ? body : undefined);
        expect(res.status).toBeLessThan(500);
        await unchanged.after(res.status >= 400);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
