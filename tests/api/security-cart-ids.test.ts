import { TestClient } from '../support/http';
import { insertMenuFixture, type MenuFixture } from '../support/menu-fixture';

/**
 * Whoever holds a cart id may read and empty the cart, so ids must not be guessable. ObjectIds
 * (time + counter) were: a cart made right after the attacker's was one of a few hundred neighbours. Now an id is 128
 * random bits (32 hex digits), still in data.data._id.
 */

let menu: MenuFixture;
const client = new TestClient();

beforeAll(async () => {
  menu = await insertMenuFixture();
});

async function newCartId(): Promise<string> {
  // A diner of its own per cart: one address may create 20 carts a minute (lib/limits/rate-limit.ts).
  const res = await new TestClient().post('/api/v1/cart', { menu: menu.menuId, items: [{ item: menu.itemIds.water, quantity: 1 }] });
  expect(res.status).toBe(201);
  return res.body.data.data._id;
}

/** The ObjectId-style neighbours of an id: same seconds and random part, counter +/- `span`. */
function counterNeighbours(id: string, span: number): string[] {
  if (!/^[0-9a-f]{24}$/.test(id)) return [];
  const counter = parseInt(id.slice(18), 16);
  const out: string[] = [];
  for (let d = -span; d <= span; d++) if (d) out.push(id.slice(0, 18) + ((counter + d) & 0xffffff).toString(16).padStart(6, '0'));
  return out;
}

describe('cart ids', () => {
  it('are 128 random bits: 32 hex digits, all different, with no shared prefix between consecutive carts', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await newCartId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Time-ordered ids share their leading (timestamp) digits; random ones almost never share four.
    const sharedPrefixes = ids.slice(1).filter((id, i) => id.slice(0, 4) === ids[i].slice(0, 4)).length;
    expect(sharedPrefixes).toBeLessThan(3);
  });

  it("cannot be found from one's own cart id: the victim's cart made right after is not among the neighbours", async () => {
    const mine = await newCartId();
    const victims = [await newCartId(), await newCartId()];
    const guesses = counterNeighbours(mine, 60);
    for (const guess of guesses) {
      const res = await client.get(`/api/v1/cart/${guess}`);
      expect(res.status).toBe(404);
    }
    expect(guesses).not.toEqual(expect.arrayContaining(victims));
    // ...and the victim's cart is still whole.
    for (const id of victims) expect((await client.get(`/api/v1/cart/${id}`)).body.data.data.items).toHaveLength(1);
  });
});
