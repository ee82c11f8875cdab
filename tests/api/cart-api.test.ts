/**
 * The cart API against the built app and a real database (spec §3 Cart, §7 Interest and cart): prices come only from
 * the menu, lines merge, lines are removed by index, and tampered input is refused with nothing stored.
 */
import { Types } from 'mongoose';
import { TestClient } from '../support/http';
import type { PricedCartLine } from '@/lib/carts/priced-cart';
import { insertMenuFixture, testDb, testMenuModel, type MenuFixture } from '../support/menu-fixture';
import { signUpVerifiedUser } from '../support/accounts';
import { edit, findItem, newItem, storedMenu } from '../support/admin-edits';

const client = new TestClient();
/** The menu's owner: the tests change the menu as the admin screens do (through its one write path). */
const owner = new TestClient();

let menu: MenuFixture;
let foreign: MenuFixture;
let inactive: MenuFixture;
let noPurchase: MenuFixture;
let lowPlan: MenuFixture;
/** Added to the fixture: 10 JD at 20% off, and a pizza with sub-items 4 / 7.5 at 10% off. */
const tenJd = new Types.ObjectId().toHexString();
const pizza = new Types.ObjectId().toHexString();

type StoredLine = { item: Types.ObjectId; subItem: number | null; quantity: number };

async function carts() {
  return (await testDb()).collection('carts');
}
/** Carts of this file's menus only: other test files make carts at the same time. */
async function cartCount() {
  const menus = [menu, foreign, inactive, noPurchase, lowPlan].map((m) => new Types.ObjectId(m.menuId));
  return (await carts()).countDocuments({ menu: { $in: menus } });
}
async function storedCart(id: string) {
  return (await carts()).findOne({ _id: id as never });
}

beforeAll(async () => {
  const account = await signUpVerifiedUser(owner);
  [menu, foreign, inactive, noPurchase, lowPlan] = await Promise.all([
    insertMenuFixture({ admins: [account.username] }),
    insertMenuFixture(),
    insertMenuFixture({ active: false }),
    insertMenuFixture({ settings: { doMenuPurchase: false } }),
    insertMenuFixture({ plan: 0 }),
  ]);
  const Menu = await testMenuModel();
  await Menu.updateOne(
    { _id: menu.menuId, 'sections._id': menu.sectionIds.drinks },
    {
      $push: {
        'sections.$.items': {
          $each: [
            { _id: tenJd, title: 'طبق العائلة', itemname: 'family', description: '', price: 10, sale: { onSale: true, offPrice: 0.2 } },
            {
              _id: pizza,
              title: 'بيتزا',
              itemname: 'pizza',
              description: '',
              price: 5,
              subItems: [
                { title: 'وسط', price: 4 },
                { title: 'عائلي', price: 7.5 },
              ],
              sale: { onSale: true, offPrice: 0.1 },
            },
          ],
        },
      },
    },
  );
});

/** Each cart is made by a diner of its own: one address may create 20 carts a minute (lib/limits/rate-limit.ts). */
const diner = () => new TestClient();

async function newCart(items: unknown[]) {
  const res = await diner().post('/api/v1/cart', { items, menu: menu.menuId });
  expect(res.status).toBe(201);
  return res.body.data.data as { _id: string; items: PricedCartLine[]; total: number };
}

describe('POST /api/v1/cart/', () => {
  it('creates a cart priced from the menu: sale on the item price and on the chosen sub-item price', async () => {
    const before = await cartCount();
    const res = await diner().post('/api/v1/cart', {
      menu: menu.menuId,
      items: [
        { item: tenJd, subItem: null, quantity: 3 },
        { item: pizza, subItem: 1, quantity: 2 },
        { item: menu.itemIds.withSubItems, subItem: 0, quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    const cart = res.body.data.data;
    expect(cart._id).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.items.map((l: PricedCartLine) => [l.item.title, l.unitPrice, l.lineTotal])).toEqual([
      ['طبق العائلة', 8, 24],
      ['بيتزا', 6.75, 13.5],
      ['عصير ليمون بالنعناع', 1.5, 1.5],
    ]);
    expect(cart.total).toBe(39);
    expect(await cartCount()).toBe(before + 1);

    const stored = await storedCart(cart._id);
    expect(String(stored!.menu)).toBe(menu.menuId);
    expect(stored!.items.map((l: StoredLine) => ({ item: String(l.item), subItem: l.subItem, quantity: l.quantity }))).toEqual([
      { item: tenJd, subItem: null, quantity: 3 },
      { item: pizza, subItem: 1, quantity: 2 },
      { item: menu.itemIds.withSubItems, subItem: 0, quantity: 1 },
    ]);
  });

  it('ignores prices sent by the browser and merges repeated lines', async () => {
    const res = await diner().post('/api/v1/cart', {
      menu: menu.menuId,
      total: 0.01,
      items: [
        { item: menu.itemIds.sale20, quantity: 2, price: 0.01, unitPrice: 0.01 },
        { item: menu.itemIds.sale20, quantity: 1, subItem: null },
      ],
    });
    expect(res.status).toBe(201);
    const cart = res.body.data.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 3, unitPrice: 4, lineTotal: 12 });
    expect(cart.total).toBe(12);
    const stored = await storedCart(cart._id);
    expect(Object.keys(stored!.items[0]).sort()).toEqual(['item', 'quantity', 'subItem']);
  });

  const good = () => ({ item: tenJd, subItem: null, quantity: 1 });
  const tampered: [string, () => unknown, number][] = [
    ['negative quantity', () => ({ menu: menu.menuId, items: [{ ...good(), quantity: -2 }] }), 400],
    ['zero quantity', () => ({ menu: menu.menuId, items: [{ ...good(), quantity: 0 }] }), 400],
    ['quantity 100', () => ({ menu: menu.menuId, items: [{ ...good(), quantity: 100 }] }), 400],
    ['quantity 1e9', () => ({ menu: menu.menuId, items: [{ ...good(), quantity: 1e9 }] }), 400],
    ['fractional quantity', () => ({ menu: menu.menuId, items: [{ ...good(), quantity: 1.5 }] }), 400],
    ["quantity 'abc'", () => ({ menu: menu.menuId, items: [{ ...good(), quantity: 'abc' }] }), 400],
    ['quantity {$gt:""}', () => ({ menu: menu.menuId, items: [{ ...good(), quantity: { $gt: '' } }] }), 400],
    ['item {$gt:""}', () => ({ menu: menu.menuId, items: [{ ...good(), item: { $gt: '' } }] }), 400],
    ['menu {$gt:""}', () => ({ menu: { $gt: '' }, items: [good()] }), 400],
    ['subItem {$gt:""}', () => ({ menu: menu.menuId, items: [{ item: pizza, subItem: { $gt: '' }, quantity: 1 }] }), 400],
    ['bad item ObjectId', () => ({ menu: menu.menuId, items: [{ ...good(), item: 'not-an-id' }] }), 400],
    ['bad menu ObjectId', () => ({ menu: '123', items: [good()] }), 400],
    ['missing menu', () => ({ items: [good()] }), 400],
    ['missing items', () => ({ menu: menu.menuId }), 400],
    ['items not an array', () => ({ menu: menu.menuId, items: good() }), 400],
    ['empty items', () => ({ menu: menu.menuId, items: [] }), 400],
    ['more than 50 lines', () => ({ menu: menu.menuId, items: Array.from({ length: 51 }, good) }), 400],
    ['item of another menu', () => ({ menu: menu.menuId, items: [{ item: foreign.itemIds.water, quantity: 1 }] }), 400],
    ['unknown item id', () => ({ menu: menu.menuId, items: [{ item: new Types.ObjectId().toHexString(), quantity: 1 }] }), 400],
    ['unknown sub-item', () => ({ menu: menu.menuId, items: [{ item: pizza, subItem: 2, quantity: 1 }] }), 400],
    ['negative sub-item', () => ({ menu: menu.menuId, items: [{ item: pizza, subItem: -1, quantity: 1 }] }), 400],
    ['missing sub-item on an item with sub-items', () => ({ menu: menu.menuId, items: [{ item: pizza, quantity: 1 }] }), 400],
    ['sub-item on an item without sub-items', () => ({ menu: menu.menuId, items: [{ item: tenJd, subItem: 0, quantity: 1 }] }), 400],
    ['one bad line among good ones', () => ({ menu: menu.menuId, items: [good(), { ...good(), quantity: 1.5 }] }), 400],
    ['unknown menu', () => ({ menu: new Types.ObjectId().toHexString(), items: [good()] }), 404],
    ['inactive menu', () => ({ menu: inactive.menuId, items: [{ item: inactive.itemIds.water, quantity: 1 }] }), 400],
    ['purchase disabled', () => ({ menu: noPurchase.menuId, items: [{ item: noPurchase.itemIds.water, quantity: 1 }] }), 400],
    ['plan below 1', () => ({ menu: lowPlan.menuId, items: [{ item: lowPlan.itemIds.water, quantity: 1 }] }), 400],
  ];

  it.each(tampered)('refuses %s and stores nothing', async (_name, body, status) => {
    const before = await cartCount();
    const res = await diner().post('/api/v1/cart', body());
    expect(res.status).toBe(status);
    expect(res.body.status).toBe('fail');
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(3);
    expect(await cartCount()).toBe(before);
  });

  it('answers at the spec path with a trailing slash (POST /api/v1/cart/) directly, without a redirect', async () => {
    const before = await cartCount();
    const res = await client.post('/api/v1/cart/', { menu: menu.menuId, items: [{ item: tenJd, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBeNull();
    expect(res.body.data.data.total).toBe(8);
    expect(await cartCount()).toBe(before + 1);
  });

  it('refuses a body that is not JSON', async () => {
    const before = await cartCount();
    const res = await diner().post('/api/v1/cart', '{"menu":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(await cartCount()).toBe(before);
  });

  it('explains what is wrong', async () => {
    const inactiveRes = await diner().post('/api/v1/cart', { menu: inactive.menuId, items: [{ item: inactive.itemIds.water, quantity: 1 }] });
    expect(inactiveRes.body.message).toBe('This menu is not active');
    const disabled = await diner().post('/api/v1/cart', { menu: noPurchase.menuId, items: [{ item: noPurchase.itemIds.water, quantity: 1 }] });
    expect(disabled.body.message).toBe('Purchasing through this menu is not enabled');
    const foreignRes = await diner().post('/api/v1/cart', { menu: menu.menuId, items: [{ item: foreign.itemIds.water, quantity: 1 }] });
    expect(foreignRes.body.message).toBe('This item is not on this menu');
    const missing = await diner().post('/api/v1/cart', { items: [good()] });
    expect(missing.body.message).toBe('menu is a required field');
  });
});

describe('GET /api/v1/cart/{id}', () => {
  it('returns the priced cart with the menu contact and each line with its item', async () => {
    const created = await newCart([
      { item: pizza, subItem: 0, quantity: 2 },
      { item: menu.itemIds.water, quantity: 1 },
    ]);
    const res = await client.get(`/api/v1/cart/${created._id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const cart = res.body.data.data;
    expect(cart._id).toBe(created._id);
    expect(cart.menu).toMatchObject({ _id: menu.menuId, name: 'مطعم السنابل', currency: 'JOD', whatsapp: '962791234567', username: menu.username });
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      item: {
        _id: pizza,
        title: 'بيتزا',
        price: 5,
        sale: { offPrice: 0.1, onSale: true },
        subItems: [
          { title: 'وسط', price: 4 },
          { title: 'عائلي', price: 7.5 },
        ],
      },
      subItem: 0,
      subItemTitle: 'وسط',
      quantity: 2,
      unitPrice: 3.6,
      lineTotal: 7.2,
    });
    expect(cart.items[1]).toMatchObject({ item: { _id: menu.itemIds.water, title: 'مياه معدنية', price: 1 }, subItem: null, quantity: 1, unitPrice: 1, lineTotal: 1 });
    expect(cart.total).toBe(8.2);
  });

  it('drops lines whose menu item no longer exists and reprices after a menu price change', async () => {
    const drinks = { sectionId: menu.sectionIds.drinks };
    const itemname = `tmp${Date.now().toString(36)}`;
    expect((await edit(owner, menu.menuId, 'pitem', drinks, newItem(itemname, { title: 'مؤقت', price: 2 }))).status).toBe(200);
    const goneId = String((await storedMenu(menu.menuId)).sections.flatMap((s: { items: { _id: unknown; itemname: string }[] }) => s.items).find((i: { itemname: string }) => i.itemname === itemname)._id);
    const created = await newCart([
      { item: goneId, quantity: 1 },
      { item: menu.itemIds.mansaf, quantity: 2 },
    ]);
    expect(created.total).toBe(11);
    expect((await edit(owner, menu.menuId, 'mitem', { ...drinks, itemId: goneId })).status).toBe(200);

    let cart = (await client.get(`/api/v1/cart/${created._id}`)).body.data.data;
    expect(cart.items.map((l: PricedCartLine) => l.item.title)).toEqual(['منسف أردني']);
    expect(cart.items[0].index).toBe(1);
    expect(cart.total).toBe(9);

    // A new price is the cart's price on the next read.
    const mansaf = { sectionId: menu.sectionIds.main, itemId: menu.itemIds.mansaf };
    const before = findItem(await storedMenu(menu.menuId), menu.itemIds.mansaf).price;
    expect((await edit(owner, menu.menuId, 'eitem', mansaf, { price: 6 })).status).toBe(200);
    try {
      cart = (await client.get(`/api/v1/cart/${created._id}`)).body.data.data;
      expect(cart.total).toBe(12);
    } finally {
      await edit(owner, menu.menuId, 'eitem', mansaf, { price: before });
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown cart', async () => {
    expect((await client.get('/api/v1/cart/not-an-id')).status).toBe(400);
    const missing = await client.get(`/api/v1/cart/${new Types.ObjectId().toHexString()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This cart does not exist');
  });
});

describe('PUT /api/v1/cart/{id}', () => {
  it('adds a new line, merges the same item and sub-item, and keeps other sub-items apart', async () => {
    const created = await newCart([{ item: tenJd, quantity: 1 }]);
    let res = await client.put(`/api/v1/cart/${created._id}`, { item: tenJd, subItem: null, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.data.items).toHaveLength(1);
    expect(res.body.data.data.items[0]).toMatchObject({ quantity: 3, lineTotal: 24 });

    res = await client.put(`/api/v1/cart/${created._id}`, { item: pizza, subItem: 1, quantity: 1 });
    res = await client.put(`/api/v1/cart/${created._id}`, { item: pizza, subItem: 0, quantity: 1 });
    res = await client.put(`/api/v1/cart/${created._id}`, { item: pizza, subItem: 1, quantity: '2' });
    expect(res.status).toBe(200);
    const cart = res.body.data.data;
    expect(cart.items.map((l: PricedCartLine) => [l.item.title, l.subItem, l.quantity, l.lineTotal])).toEqual([
      ['طبق العائلة', null, 3, 24],
      ['بيتزا', 1, 3, 20.25],
      ['بيتزا', 0, 1, 3.6],
    ]);
    expect(cart.total).toBe(47.85);

    const stored = await storedCart(created._id);
    expect(stored!.items.map((l: StoredLine) => [String(l.item), l.subItem, l.quantity])).toEqual([
      [tenJd, null, 3],
      [pizza, 1, 3],
      [pizza, 0, 1],
    ]);
  });

  it('caps a merged quantity at 99', async () => {
    const created = await newCart([{ item: menu.itemIds.water, quantity: 90 }]);
    const res = await client.put(`/api/v1/cart/${created._id}`, { item: menu.itemIds.water, quantity: 50 });
    expect(res.status).toBe(200);
    expect(res.body.data.data.items[0].quantity).toBe(99);
    expect((await storedCart(created._id))!.items[0].quantity).toBe(99);
  });

  it('loses no quantity when many adds arrive at once', async () => {
    const created = await newCart([{ item: menu.itemIds.mansaf, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        new TestClient().put(`/api/v1/cart/${created._id}`, i % 2 ? { item: menu.itemIds.mansaf, quantity: 1 } : { item: menu.itemIds.water, quantity: 1 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const stored = await storedCart(created._id);
    expect(stored!.items.map((l: StoredLine) => [String(l.item), l.quantity])).toEqual([
      [menu.itemIds.mansaf, 5],
      [menu.itemIds.water, 4],
    ]);
  });

  it('refuses a 51st line', async () => {
    const created = await newCart([{ item: menu.itemIds.water, quantity: 1 }]);
    // 50 lines stored directly (the API would never build them from the fixture's few items).
    const lines = Array.from({ length: 50 }, () => ({ item: new Types.ObjectId(), subItem: null, quantity: 1 }));
    await (await carts()).updateOne({ _id: created._id as never }, { $set: { items: lines } });
    const res = await client.put(`/api/v1/cart/${created._id}`, { item: menu.itemIds.water, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A cart holds at most 50 lines');
    expect((await storedCart(created._id))!.items).toHaveLength(50);
  });

  const tampered: [string, () => unknown, number][] = [
    ['negative quantity', () => ({ item: tenJd, quantity: -1 }), 400],
    ['quantity 100', () => ({ item: tenJd, quantity: 100 }), 400],
    ['quantity 1e9', () => ({ item: tenJd, quantity: 1e9 }), 400],
    ['fractional quantity', () => ({ item: tenJd, quantity: 1.5 }), 400],
    ["quantity 'abc'", () => ({ item: tenJd, quantity: 'abc' }), 400],
    ['missing quantity', () => ({ item: tenJd }), 400],
    ['quantity {$gt:""}', () => ({ item: tenJd, quantity: { $gt: '' } }), 400],
    ['item {$gt:""}', () => ({ item: { $gt: '' }, quantity: 1 }), 400],
    ['subItem {$gt:""}', () => ({ item: pizza, subItem: { $gt: '' }, quantity: 1 }), 400],
    ['bad item ObjectId', () => ({ item: 'zzz', quantity: 1 }), 400],
    ['item of another menu', () => ({ item: foreign.itemIds.mansaf, quantity: 1 }), 400],
    ['unknown sub-item', () => ({ item: pizza, subItem: 7, quantity: 1 }), 400],
    ['missing sub-item', () => ({ item: pizza, quantity: 1 }), 400],
    ['sub-item on an item without sub-items', () => ({ item: tenJd, subItem: 0, quantity: 1 }), 400],
  ];

  it.each(tampered)('refuses %s and changes nothing', async (_name, body, status) => {
    const created = await newCart([{ item: tenJd, quantity: 2 }]);
    const before = await storedCart(created._id);
    const res = await client.put(`/api/v1/cart/${created._id}`, body());
    expect(res.status).toBe(status);
    expect(res.body.status).toBe('fail');
    const after = await storedCart(created._id);
    expect(after!.items).toEqual(before!.items);
  });

  it('refuses adds once the menu stops selling, and unknown or malformed carts', async () => {
    const created = await newCart([{ item: tenJd, quantity: 2 }]);
    expect((await owner.put(`/api/v1/quickmenu/${menu.menuId}`, { enableBuy: 'disable' })).status).toBe(200);
    try {
      const res = await client.put(`/api/v1/cart/${created._id}`, { item: tenJd, quantity: 1 });
      expect(res.status).toBe(400);
      expect((await storedCart(created._id))!.items[0].quantity).toBe(2);
      // Viewing still works.
      expect((await client.get(`/api/v1/cart/${created._id}`)).status).toBe(200);
    } finally {
      await owner.put(`/api/v1/quickmenu/${menu.menuId}`, { enableBuy: 'enable' });
    }
    expect((await client.put(`/api/v1/cart/${new Types.ObjectId().toHexString()}`, { item: tenJd, quantity: 1 })).status).toBe(404);
    expect((await client.put('/api/v1/cart/%7B%22%24gt%22%3A%22%22%7D', { item: tenJd, quantity: 1 })).status).toBe(400);
  });
});

describe('DELETE /api/v1/cart/{id}?index=n', () => {
  it('removes line n and returns the updated cart', async () => {
    const created = await newCart([
      { item: tenJd, quantity: 1 },
      { item: pizza, subItem: 0, quantity: 1 },
      { item: menu.itemIds.water, quantity: 2 },
    ]);
    const res = await client.delete(`/api/v1/cart/${created._id}?index=1`);
    expect(res.status).toBe(200);
    const cart = res.body.data.data;
    expect(cart.items.map((l: PricedCartLine) => [l.item.title, l.index])).toEqual([
      ['طبق العائلة', 0],
      ['مياه معدنية', 1],
    ]);
    expect(cart.total).toBe(10);
    expect((await storedCart(created._id))!.items.map((l: StoredLine) => String(l.item))).toEqual([tenJd, menu.itemIds.water]);

    const last = await client.delete(`/api/v1/cart/${created._id}?index=1`);
    expect(last.body.data.data.items).toHaveLength(1);
    const empty = await client.delete(`/api/v1/cart/${created._id}?index=0`);
    expect(empty.status).toBe(200);
    expect(empty.body.data.data).toMatchObject({ items: [], total: 0 });
  });

  it.each([['3'], ['-1'], ['1.5'], ['x'], ['']])('refuses index=%p and keeps the cart', async (index) => {
    const created = await newCart([
      { item: tenJd, quantity: 1 },
      { item: menu.itemIds.water, quantity: 1 },
    ]);
    const res = await client.delete(`/api/v1/cart/${created._id}?index=${index}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
    expect((await storedCart(created._id))!.items).toHaveLength(2);
  });

  it('refuses a missing index and an unknown cart', async () => {
    const created = await newCart([{ item: tenJd, quantity: 1 }]);
    expect((await client.delete(`/api/v1/cart/${created._id}`)).status).toBe(400);
    expect((await client.delete(`/api/v1/cart/${created._id}?index[$gt]=`)).status).toBe(400);
    expect((await storedCart(created._id))!.items).toHaveLength(1);
    expect((await client.delete(`/api/v1/cart/${new Types.ObjectId().toHexString()}?index=0`)).status).toBe(404);
  });
});
